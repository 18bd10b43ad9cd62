// My account (accounts §2 /m/myAccount/index, §5 "images png or jpg, 5 MB"): the profile's fields and
// the avatar check. The form's schema is in profile-form.ts, apart: it brings zod.
import { IMAGE_MAX_BYTES, imageTypeOf, type ImageType } from "./uploaded-image";

export const PROFILE_FIELDS = ["nickname", "email", "payeeName"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const AVATAR_MAX_BYTES = IMAGE_MAX_BYTES;

/**
 * What an uploaded avatar is (uploaded-image.ts): PNG or JPEG of at most 5 MB, or the message key of
 * the refusal.
 */
export function avatarCheck(
  bytes: Uint8Array,
):
  | { ok: true; contentType: ImageType }
  | { ok: false; messageKey: "avatarMissing" | "avatarTooLarge" | "avatarType" } {
  if (bytes.length === 0) return { ok: false, messageKey: "avatarMissing" };
  if (bytes.length > AVATAR_MAX_BYTES) return { ok: false, messageKey: "avatarTooLarge" };
  const contentType = imageTypeOf(bytes);
  return contentType ? { ok: true, contentType } : { ok: false, messageKey: "avatarType" };
}
