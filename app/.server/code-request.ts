import { captchaRefusalKey } from "~/domain/captcha-refusal";
import { isBackendError } from "./backend/errors";

/** A captcha's id and the digits typed from its picture: the human check of a code request. */
export type HumanCheck = { captchaId: string; captcha: string };

/** The form's human check, when it carries a captcha id and an answer. */
export function humanCheckOf(formData: FormData): HumanCheck | null {
  const captchaId = formData.get("captchaId");
  const captcha = formData.get("captcha");
  if (typeof captchaId !== "string" || typeof captcha !== "string") return null;
  return captchaId && captcha.trim() ? { captchaId, captcha: captcha.trim() } : null;
}

/**
 * "Get code" without the check (its first tap): the picture is shown and the field says why. No
 * backend call is made; the backend would refuse the same way (docs/backend-api.md).
 */
export const HUMAN_CHECK_ASKED = { fieldErrors: { captcha: ["in_sms_human_check"] } };

/**
 * The backend refused the check (wrong or old picture, or none): said on the captcha field, not the
 * form; null for any other refusal.
 */
export function humanCheckRefusal(error: unknown): { fieldErrors: { captcha: string[] } } | null {
  const key = isBackendError(error) ? captchaRefusalKey(error.errorCode) : null;
  return key ? { fieldErrors: { captcha: [key] } } : null;
}
