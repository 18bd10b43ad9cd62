import type { BackendContext } from "../context.ts";
import { smsRecipient } from "./outbox.ts";
import { readSettings, registerSettings } from "./site.ts";
import { issueIdToken, liveIdToken, useIdToken } from "./social-login.ts";
import { countEvents, recordEvent } from "./throttle.ts";

// The reference backend as the phone-verification provider's SMS path (decision 0077): it sends a
// code to a number and trades the right code for a one-time id token bound to channel "sms" and that
// number, which the registration takes instead of the platform's own code.

/** The token's channel: the registration's firebaseChannel. */
export const PHONE_AUTH_CHANNEL = "sms";
/** Wrong tries one code takes before it is refused for good (6 digits: no guessing in 5). */
const WRONG_TRIES_PER_CODE = 5;

/** The provider is this backend's own ("reference") once the operator has initialised it. */
export function phoneAuthReady(context: BackendContext): boolean {
  return registerSettings(readSettings(context)).phoneAuthProvider === "reference";
}

/** The number as a token names it (E.164): "+<dialing code><number>", as the SMS went to it. */
export const phoneIdentity = smsRecipient;

export type PhoneCodeCheck = "ok" | "invalid" | "expired" | "attempts";

const wrongTriesKey = (codeId: number) => `phone-auth-code:${codeId}`;

/**
 * The newest live provider code of the number against `code`. A code is not used up by a right try:
 * a registration refused for another reason (a wrong picture, a taken number) is tried again with the
 * same code, as the platform's own code is used only by a registration that passes.
 */
export function checkPhoneCode(
  context: BackendContext,
  dialingCode: string,
  mobileNum: string,
  code: string,
  now = Date.now(),
): PhoneCodeCheck {
  const row = context
    .sql(
      `SELECT id, code, expires_at FROM verification_codes
       WHERE purpose = 'phone-auth' AND mobile_num = ? AND dialing_code = ? AND used = 0
       ORDER BY id DESC LIMIT 1`,
    )
    .get(mobileNum, dialingCode) as { id: number; code: string; expires_at: number } | undefined;
  if (!row) return "invalid";
  if (countEvents(context, wrongTriesKey(row.id), now) >= WRONG_TRIES_PER_CODE) return "attempts";
  if (row.code !== code) {
    recordEvent(context, wrongTriesKey(row.id), now);
    return "invalid";
  }
  return row.expires_at <= now ? "expired" : "ok";
}

/** A one-time id token for the number (only its hash is kept; 5 minutes, store/social-login.ts). */
export const issuePhoneToken = (context: BackendContext, dialingCode: string, mobileNum: string) =>
  issueIdToken(context, PHONE_AUTH_CHANNEL, phoneIdentity(dialingCode, mobileNum));

/** Whether `token` is a live, unused token of channel `channel` for this number; it stays unused. */
export function phoneTokenFits(
  context: BackendContext,
  proof: { channel: string | undefined; token: string | undefined },
  dialingCode: string,
  mobileNum: string,
): boolean {
  if (proof.channel !== PHONE_AUTH_CHANNEL || !proof.token) return false;
  return liveIdToken(context, PHONE_AUTH_CHANNEL, proof.token) === phoneIdentity(dialingCode, mobileNum);
}

/** Uses the token up (in the registration's transaction); false when another request just did. */
export const usePhoneToken = (context: BackendContext, token: string) => useIdToken(context, token);

/**
 * Operators and tests: the live phone tokens of a number (by its digits) run out now. A token names
 * "+<dialing code><number>" with nothing between, so the identities are the ones this number's codes
 * went to: matching the digits as a suffix would also end another number's tokens.
 */
export function expirePhoneTokens(context: BackendContext, mobileNum: string, now = Date.now()): number {
  return context
    .sql(
      `UPDATE oauth_id_tokens SET expires_at = ?
       WHERE provider = ? AND used = 0 AND expires_at > ? AND identity IN (
         SELECT '+' || dialing_code || mobile_num FROM verification_codes
         WHERE purpose = 'phone-auth' AND mobile_num = ?)`,
    )
    .run(now, PHONE_AUTH_CHANNEL, now, mobileNum).changes;
}
