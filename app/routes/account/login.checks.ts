// The login form's schemas by intent: the action checks with them, and the browser loads this module
// beside the page (useClientChecks) for instant checks.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { loginSchema, phoneSchema } from "~/domain/account-forms";
import type { LoginMode } from "~/domain/login";

/** Which schema a submission is checked by: the intent decides (refresh captcha, send code, log in). */
export function schemaFor(intent: FormDataEntryValue | null, mode: LoginMode, captchaShown: boolean) {
  if (intent === "captcha") return z.object({});
  if (intent === "sendCode") return phoneSchema();
  return loginSchema({ mode, captchaShown });
}

/** The browser's check of a submission, with the schema its intent asks for. */
export const checkLogin = (formData: FormData, mode: LoginMode) =>
  parseWithZod(formData, { schema: schemaFor(formData.get("intent"), mode, formData.has("captchaId")) });
