// The captcha answer (accounts §5): required (in_vwrite_code), digits only, 1 to 16 of them (the
// locale texts' "captcha 1-16 digits"). The login field takes at most 6 (§2 "identifying (captcha,
// numeric, max 6)"): that is the input's own limit, FIELD_LIMITS.captchaMax; the rule the platform
// checks is the 1-16 digits one (decision 0070).

export const CAPTCHA_DIGITS = { min: 1, max: 16 } as const;

export type CaptchaRefusal = "in_vwrite_code" | "captcha_digits";

/** Why a captcha answer is refused (under "account.errors."), or null; spaces around are dropped. */
export function captchaRefusal(answer: string): CaptchaRefusal | null {
  const text = answer.trim();
  if (text === "") return "in_vwrite_code";
  return new RegExp(`^\\d{${CAPTCHA_DIGITS.min},${CAPTCHA_DIGITS.max}}$`).test(text)
    ? null
    : "captcha_digits";
}
