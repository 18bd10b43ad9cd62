import type { ErrorRequestHandler } from "express";
import { ApiError } from "../envelope.ts";
import { captchaAnswerWellFormed } from "../rules/captcha.ts";

/** A refusal that carries a value too, e.g. `{ captcha: true }` after a failed login (platform-api-facts). */
export class RefusalWithValue extends ApiError {
  constructor(
    status: number,
    errorCode: string,
    message: string,
    readonly value: Record<string, unknown>,
  ) {
    super(status, errorCode, message);
  }
}

/** Sends RefusalWithValue in the envelope; everything else goes on to the app's error handler. */
export const sendRefusalWithValue: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof RefusalWithValue)) return next(error);
  res
    .status(error.status)
    .json({ success: false, errorCode: error.errorCode, message: error.message, value: error.value });
};

export const refuse = (status: number, errorCode: string, message: string) =>
  new ApiError(status, errorCode, message);

/**
 * A captcha answer that is not 1 to 16 digits is refused before it is compared (and before it is
 * used up); `refusal` is how the form asking it says so (login's asks for the captcha again).
 */
export function refuseMalformedCaptcha(
  answer: string | undefined,
  refusal: () => Error = () =>
    new RefusalWithValue(400, "captcha.format", "captcha: 1 to 16 digits", { captcha: true }),
): void {
  if (answer?.trim() && !captchaAnswerWellFormed(answer)) throw refusal();
}
