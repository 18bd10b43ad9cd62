import { randomBytes, randomInt } from "node:crypto";
import type { BackendContext } from "../context.ts";
import { captchaPng } from "./captcha-png.ts";

const CAPTCHA_TTL_MS = 5 * 60_000;
const CAPTCHA_LENGTH = 4;

/** A new captcha: its id (not secret) and the PNG; the answer stays here. */
export function createCaptcha(
  context: BackendContext,
  now = Date.now(),
): { captchaId: string; image: string } {
  const answer = Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join("");
  const captchaId = randomBytes(16).toString("base64url");
  context.sql("DELETE FROM captchas WHERE expires_at <= ?").run(now);
  context
    .sql("INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)")
    .run(captchaId, answer, now + CAPTCHA_TTL_MS);
  return { captchaId, image: captchaPng(answer, () => randomInt(1000) / 1000).toString("base64") };
}

/** One try per captcha: it is used up whether the answer was right or not. */
export function consumeCaptcha(
  context: BackendContext,
  captchaId: string | undefined,
  answer: string | undefined,
  now = Date.now(),
): boolean {
  if (!captchaId || !answer) return false;
  const row = context.sql("DELETE FROM captchas WHERE id = ? RETURNING answer, expires_at").get(captchaId) as
    { answer: string; expires_at: number } | undefined;
  return row !== undefined && row.expires_at > now && row.answer === answer;
}

/** For operators and tests only (GET /operator/captcha/:id). */
export function captchaAnswer(context: BackendContext, captchaId: string): string | null {
  const row = context.sql("SELECT answer FROM captchas WHERE id = ?").get(captchaId) as
    { answer: string } | undefined;
  return row?.answer ?? null;
}
