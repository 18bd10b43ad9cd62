// The profile form of my account (accounts §2 /m/myAccount/index): apart from my-account.ts, whose
// fields the page uses, so the page's first load carries no zod (lazy-checks.ts loads it beside).
// Errors are message keys under "account.errors." (the shared field messages).
import { z } from "~/domain/zod";
import { settingRule, type FieldSettings } from "./account-forms";
import type { ProfileField } from "./my-account";

/**
 * The profile form: each field by the server's own pattern for it (the registration settings), and
 * optional: an empty field is left as it is.
 */
export function profileSchema(settings: FieldSettings) {
  const rule = (name: ProfileField) => settingRule({ ...settings[name], required: false });
  return z.object({
    intent: z.literal("profile"),
    nickname: rule("nickname"),
    email: rule("email"),
    payeeName: rule("payeeName"),
  });
}
