// My account (accounts §2 /m/myAccount/index, §5 "images png or jpg, 5 MB"): the profile form's rules
// and the avatar check. Errors are message keys under "account.errors." (the shared field messages).
import { z } from "zod";
import { settingRule, type FieldSettings } from "./account-forms";

export const PROFILE_FIELDS = ["nickname", "email", "payeeName"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

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

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * What an uploaded avatar is, by its first bytes (a renamed file or a false declared type does not
 * pass): PNG or JPEG of at most 5 MB, or the message key of the refusal.
 */
export function avatarCheck(
  bytes: Uint8Array,
):
  | { ok: true; contentType: "image/png" | "image/jpeg" }
  | { ok: false; messageKey: "avatarMissing" | "avatarTooLarge" | "avatarType" } {
  if (bytes.length === 0) return { ok: false, messageKey: "avatarMissing" };
  if (bytes.length > AVATAR_MAX_BYTES) return { ok: false, messageKey: "avatarTooLarge" };
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return { ok: true, contentType: "image/png" };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { ok: true, contentType: "image/jpeg" };
  return { ok: false, messageKey: "avatarType" };
}
