import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie, redirect } from "react-router";
import { isBackendError } from "~/.server/backend";
import type { SiteStatus } from "~/.server/backend/schemas/system";
import { isHttps } from "~/.server/cookies";
import {
  socialLoginError,
  socialLoginProviders,
  type SocialLoginError,
  type SocialProvider,
} from "~/domain/login";
import { whitelabelFlags } from "~/domain/whitelabel";
import { phoneProviderReady } from "~/domain/phone-verification";
import { refusalMessage } from "~/.server/account-session";
import { HOME_PATH } from "~/domain/paths";

/** How long a started social login may take at the provider before its state cookie lapses. */
const STATE_MAX_AGE_S = 10 * 60;
const CALLBACK_PATH = "/m/login/social";

/** What the state cookie holds between the start and the callback (signed, httpOnly, short-lived). */
export type SocialLoginState = { state: string; provider: SocialProvider; redirectTo: string };

/** The social login buttons the login screen shows for this status (accounts §2 "Login screen"). */
export function socialButtons(status: SiteStatus): SocialProvider[] {
  const register = status.info.register;
  return socialLoginProviders({
    providerReady: phoneProviderReady(register.phoneAuthProvider),
    methods: register.socialLoginMethods,
    flags: whitelabelFlags(status.info.whitelabel),
  });
}

/** Signed with the session secret; scoped to the social login paths; Secure over HTTPS. */
function stateCookie(request: Request, secrets: readonly string[]) {
  return createCookie(isHttps(request) ? "__Secure-social_state" : "social_state", {
    path: CALLBACK_PATH,
    sameSite: "lax",
    httpOnly: true,
    secure: isHttps(request),
    maxAge: STATE_MAX_AGE_S,
    secrets: [...secrets],
  });
}

export const callbackPath = (provider: SocialProvider) => `${CALLBACK_PATH}/${provider}/callback`;

/** A fresh state and the Set-Cookie that remembers it for the callback. */
export async function newState(
  request: Request,
  secrets: readonly string[],
  provider: SocialProvider,
  redirectTo: string,
): Promise<{ state: string; setCookie: string }> {
  const state = randomBytes(24).toString("base64url");
  const value: SocialLoginState = { state, provider, redirectTo };
  return { state, setCookie: await stateCookie(request, secrets).serialize(value) };
}

/** The saved state (null when absent, tampered with or lapsed) and the Set-Cookie that clears it. */
export async function takeState(
  request: Request,
  secrets: readonly string[],
): Promise<{ saved: SocialLoginState | null; clear: string }> {
  const cookie = stateCookie(request, secrets);
  const value = (await cookie.parse(request.headers.get("Cookie"))) as Partial<SocialLoginState> | null;
  const saved =
    value && typeof value.state === "string" && typeof value.provider === "string"
      ? (value as SocialLoginState)
      : null;
  return { saved, clear: await cookie.serialize("", { maxAge: 0 }) };
}

/** Compared in constant time (as digests, so lengths need not match). */
export function sameState(saved: string, given: string | null): boolean {
  if (!given) return false;
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(saved), digest(given));
}

/** Back to the login screen with the message of what went wrong (and where to go after it). */
export function backToLogin(error: SocialLoginError, redirectTo: string, setCookie?: string): Response {
  const query = new URLSearchParams({ social: error });
  if (redirectTo !== HOME_PATH) query.set("redirectTo", redirectTo);
  return redirect(`/m/login?${query}`, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/** The message key of a refused firebase login. */
export function socialRefusal(error: unknown): SocialLoginError {
  if (isBackendError(error) && !error.isUnavailable) {
    if (error.errorCode === "login.firebase.invalid") return "social_failed";
    if (error.errorCode === "function.not.available") return "social_unavailable";
  }
  return socialLoginError(refusalMessage(error)) ?? "unknown_error";
}
