import { randomInt } from "node:crypto";
import type { BackendContext } from "../context.ts";
import { deliver, smsRecipient } from "./outbox.ts";

/** The platform's registration and no-login codes, and the phone-verification provider's (store/phone-auth.ts). */
export type CodePurpose = "register" | "nologin" | "phone-auth";
export const CODE_TTL_MINUTES = 5;

/** A new 6-digit code for the number, sent by SMS (the outbox); earlier codes of the same purpose end. */
export function sendCode(
  context: BackendContext,
  purpose: CodePurpose,
  dialingCode: string,
  mobileNum: string,
  now = Date.now(),
): { expiresAt: number } {
  const code = String(randomInt(1_000_000)).padStart(6, "0");
  const expiresAt = now + CODE_TTL_MINUTES * 60_000;
  context.db.transaction(() => {
    context
      .sql("UPDATE verification_codes SET used = 1 WHERE purpose = ? AND dialing_code = ? AND mobile_num = ?")
      .run(purpose, dialingCode, mobileNum);
    context
      .sql(
        "INSERT INTO verification_codes (purpose, dialing_code, mobile_num, code, expires_at) VALUES (?, ?, ?, ?, ?)",
      )
      .run(purpose, dialingCode, mobileNum, code, expiresAt);
    deliver(
      context,
      "sms",
      smsRecipient(dialingCode, mobileNum),
      "Verification code",
      `Your verification code is ${code}. It is valid for ${CODE_TTL_MINUTES} minutes.`,
      now,
    );
  })();
  return { expiresAt };
}

export type CodeCheck = { result: "ok"; id: number } | { result: "invalid" | "expired" };

/** Checks the newest live code of the number (the dialing code narrows the match when given); see useCode. */
export function checkCode(
  context: BackendContext,
  purpose: CodePurpose,
  mobileNum: string,
  code: string,
  dialingCode?: string,
  now = Date.now(),
): CodeCheck {
  const row = context
    .sql(
      `SELECT id, code, expires_at FROM verification_codes
       WHERE purpose = ? AND mobile_num = ? AND (? IS NULL OR dialing_code = ?) AND used = 0
       ORDER BY id DESC LIMIT 1`,
    )
    .get(purpose, mobileNum, dialingCode ?? null, dialingCode ?? null) as
    { id: number; code: string; expires_at: number } | undefined;
  if (!row || row.code !== code) return { result: "invalid" };
  if (row.expires_at <= now) return { result: "expired" };
  return { result: "ok", id: row.id };
}

/** A code works once; it is used up only when the whole request succeeds. */
export function useCode(context: BackendContext, id: number): void {
  context.sql("UPDATE verification_codes SET used = 1 WHERE id = ?").run(id);
}

/** Operators and tests: lets the live codes of a number run out now. */
export function expireCodes(context: BackendContext, mobileNum: string, now = Date.now()): number {
  return context
    .sql("UPDATE verification_codes SET expires_at = ? WHERE mobile_num = ? AND used = 0")
    .run(now, mobileNum).changes;
}
