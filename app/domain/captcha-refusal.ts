// What a refused picture code says (issue 49): a missing one asks for the digits, a wrong or used
// one says it was wrong, so the player knows the new picture needs the new digits.

/** The backend's captcha refusal codes and the message key (account.errors.*) each is said with. */
const CAPTCHA_REFUSALS: Readonly<Record<string, string>> = {
  "captcha.required": "in_vwrite_code",
  "captcha.invalid": "in_captcha_wrong",
  // Not 1 to 16 digits (captcha.ts): the backend's own check of the form's rule.
  "captcha.format": "captcha_digits",
};

/** The message key of a captcha refusal, or null for any other backend code. */
export function captchaRefusalKey(errorCode: string | undefined): string | null {
  return (errorCode && CAPTCHA_REFUSALS[errorCode]) || null;
}

/** Whether a message key is one a captcha refusal is said with (said at the captcha field). */
export function isCaptchaRefusalKey(key: string): boolean {
  return Object.values(CAPTCHA_REFUSALS).includes(key);
}
