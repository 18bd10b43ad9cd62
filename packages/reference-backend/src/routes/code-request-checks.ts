import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { consumeCaptcha } from "../store/captcha.ts";
import { addressKey, countEvents, recordEvent } from "../store/throttle.ts";
import { RefusalWithValue, refuse, refuseMalformedCaptcha } from "./accounts-errors.ts";

// What every SMS code request checks, the platform's own (routes/accounts.ts) and the phone-verification
// provider's (routes/phone-auth.ts): a text costs the operator money and reaches a stranger's phone.

/** Code requests per address and per number within the throttle window. */
const CODE_REQUESTS_PER_ADDRESS = 10;
const CODE_REQUESTS_PER_NUMBER = 3;

export const mobile = z
  .string()
  .trim()
  .regex(/^\d{4,20}$/, "digits only");
export const dialingCode = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, "digits only");
/** The human check every code request carries: a captcha's id and the digits in its picture. */
export const humanCheck = {
  captchaId: z.string().max(64).optional(),
  captcha: z.string().trim().max(64).optional(), // its form: rules/captcha.ts
};

/** A person, not a script, asks for a text: the captcha is used up by the try, right or wrong (as at login). */
export function requireHumanCheck(context: BackendContext, body: { captchaId?: string; captcha?: string }) {
  refuseMalformedCaptcha(body.captcha);
  if (consumeCaptcha(context, body.captchaId, body.captcha)) return;
  throw new RefusalWithValue(
    400,
    body.captcha ? "captcha.invalid" : "captcha.required",
    "type the digits in the picture before asking for a code",
    { captcha: true },
  );
}

/** One budget of texts per address and per number, whichever path sends them. */
export function throttleCodeRequest(context: BackendContext, ip: string, number: string): void {
  const address = addressKey(`sms:${ip}`);
  const recipient = `sms:+${number}`;
  if (
    countEvents(context, address) >= CODE_REQUESTS_PER_ADDRESS ||
    countEvents(context, recipient) >= CODE_REQUESTS_PER_NUMBER
  ) {
    throw refuse(429, "sms.too.many.requests", "too many code requests; try again later");
  }
  recordEvent(context, address);
  recordEvent(context, recipient);
}
