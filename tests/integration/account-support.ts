// Helpers of the account tests: operator reads (outbox, captcha answers) and cookies between requests.
import { expect } from "vitest";
import { MERCHANT, OPERATOR_TOKEN } from "../support/servers";

async function operator<T>(backendUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${backendUrl}/operator${path}`, {
    ...init,
    headers: { "X-Operator-Token": OPERATOR_TOKEN, "Content-Type": "application/json", ...init.headers },
  });
  const body = (await response.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`operator ${path} answered ${response.status}`);
  return body.value;
}

export type OutboxMessage = { channel: "sms" | "email"; to: string; subject: string; body: string };

export const outbox = (backendUrl: string, to: string) =>
  operator<OutboxMessage[]>(backendUrl, `/outbox?to=${encodeURIComponent(to)}`);

/** The newest 6-digit code sent to "+<dialing code><number>". */
export async function latestCode(backendUrl: string, to: string): Promise<string> {
  const [message] = await outbox(backendUrl, to);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export const captchaAnswer = (backendUrl: string, captchaId: string) =>
  operator<{ answer: string }>(backendUrl, `/captcha/${encodeURIComponent(captchaId)}`).then((v) => v.answer);

/** A solved human check, as a code request's form carries it: a fresh captcha and its digits. */
export async function humanCheck(backendUrl: string): Promise<{ captchaId: string; captcha: string }> {
  const response = await fetch(`${backendUrl}/wps/captcha`, { headers: { Merchant: MERCHANT } });
  const { value } = (await response.json()) as { value: { captchaId: string } };
  return { captchaId: value.captchaId, captcha: await captchaAnswer(backendUrl, value.captchaId) };
}

export const expireCodes = (backendUrl: string, mobileNum: string) =>
  operator(backendUrl, "/verification/expire", { method: "POST", body: JSON.stringify({ mobileNum }) });

/** The name=value pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The session cookie a successful login set (the flash cookie is left out). */
export function sessionCookie(response: Response): string {
  const pair = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("session="));
  if (!pair) throw new Error("no session cookie");
  return pair;
}

/** `expect(answer).toRedirectTo(location)`, answering the redirect for more checks. */
export function expectRedirect(answer: unknown, location: string | RegExp): Response {
  expect(answer).toRedirectTo(location);
  return answer as Response;
}

/** A conform reply as the action returns it in data(...). */
export type Reply = {
  status?: string;
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
};
