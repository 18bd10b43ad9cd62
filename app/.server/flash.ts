import { redirect } from "react-router";
import { cookiePair } from "./cookies";

/**
 * A form's answer carried across a redirect (a refused post without JavaScript, issue 21): the form
 * it belongs to and what an action would have answered it, without any secret the visitor typed.
 */
export type CarriedAnswer = { formId: string } & Record<string, unknown>;

/** A toast carried across a redirect, so it shows with JavaScript off too; or a form's answer. */
export type Flash = { kind: "success" | "info" | "error"; messageKey: string; form?: CarriedAnswer };

/**
 * Accounts §8 "account logged out, please log in again": the visitor's session ended elsewhere
 * (revoked, expired, logged out on another device) and this request went on as a guest's.
 */
export const SESSION_ENDED: Flash = { kind: "info", messageKey: "account.sessionEnded" };

/**
 * A member's form was posted after the session ended (logged out in another tab, issue 49): nothing
 * was sent on. Said on the login page, which leads back to the form's page afterwards.
 */
export const SESSION_ENDED_POST: Flash = { kind: "info", messageKey: "account.sessionEndedPost" };

const flashCookie = cookiePair("flash", { httpOnly: true, maxAge: 60 });

export async function setFlash(request: Request, flash: Flash): Promise<string> {
  return flashCookie(request).serialize(flash);
}

/** The pending flash and the Set-Cookie that clears it (null when there is none). */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const cookie = flashCookie(request);
  const value = (await cookie.parse(request.headers.get("Cookie"))) as Flash | null;
  if (!value || typeof value.messageKey !== "string") return { flash: null, clear: null };
  return { flash: value, clear: await cookie.serialize("", { maxAge: 0 }) };
}

/**
 * The one redirect that carries a toast (issue 22): to `to`, with the flash cookie beside any other
 * cookie in `headers` (a new session, a theme). 302 unless told: the forms kit answers its posts 303
 * (POST → 303 → GET, docs/decisions/0040). The toast shows with JavaScript off too.
 */
export async function redirectWithFlash(
  request: Request,
  to: string,
  flash: Flash,
  init: { status?: 302 | 303; headers?: Headers } = {},
): Promise<Response> {
  const headers = init.headers ?? new Headers();
  headers.append("Set-Cookie", await setFlash(request, flash));
  return redirect(to, { status: init.status ?? 302, headers });
}
