// Registration, SMS code and forgot-password decisions (accounts §2, §4, §5).
import type { FieldSettings } from "./account-forms";
import { LAUNCH_CONSTANTS } from "./games";
import { PHONE_PROVIDER_COUNTDOWN_MINUTES } from "./phone-verification";

export type RegisterMethod = "username" | "mobileNum";

// Username is the default; mobileNum only when it is the sole method enabled.
export function defaultRegisterMethod(enabled: {
  usernameEnabled: boolean;
  mobileEnabled: boolean;
}): RegisterMethod {
  return enabled.mobileEnabled && !enabled.usernameEnabled ? "mobileNum" : "username";
}

// A toggle is only worth showing when there is something to switch between.
export function showsMethodToggle(enabled: { usernameEnabled: boolean; mobileEnabled: boolean }): boolean {
  return enabled.usernameEnabled && enabled.mobileEnabled;
}

export function registerMethodsFromFlags(flags: ReadonlySet<string>): {
  usernameEnabled: boolean;
  mobileEnabled: boolean;
} {
  return { usernameEnabled: flags.has("USERNAMEREG3"), mobileEnabled: flags.has("MOBILENUMREG3") };
}

export type RegistrationField =
  "username" | "mobileNum" | "verificationCode" | "password" | "confirmPassword";

// Method-specific fields. The other fields (email, nickname, ...) come from the server's field config.
// REGMOBVERF3 (mobile verification) adds the SMS code to the mobile method only; MOBILENUMPASSREG3 adds
// the password pair to the mobile method (the username method always has it).
export function registrationFields(flags: ReadonlySet<string>, method: RegisterMethod): RegistrationField[] {
  if (method === "username") return ["username", "password", "confirmPassword"];
  return [
    "mobileNum",
    ...(flags.has("REGMOBVERF3") ? (["verificationCode"] as const) : []),
    ...(flags.has("MOBILENUMPASSREG3") ? (["password", "confirmPassword"] as const) : []),
  ];
}

// The number is sent without its national trunk prefix: ONE leading zero is removed ("0912" -> "912").
export function stripLeadingZero(mobile: string): string {
  return mobile.replace(/^0/, "");
}

// Forgot-password email: word characters with optional dotted parts, "@", a domain, then 1-3 suffix groups
// of 2-3 letters ("a.b@mail.co.uk").
export const EMAIL_PATTERN = /^\w+(\.\w+)*@\w+(\.[A-Za-z]{2,3}){1,3}$/;

// SMS countdown: expiredMinutes x 60 s; without a usable value, 1 minute.
export function smsCountdownSeconds(expiredMinutes?: number): number {
  const minutes =
    expiredMinutes !== undefined && Number.isFinite(expiredMinutes) && expiredMinutes > 0
      ? expiredMinutes
      : 1;
  return minutes * 60;
}

/**
 * When a sent code's countdown ends on the browser's clock (accounts §5: "corrected by server time
 * difference"). The platform's end is its expirationTime (login), else the send plus expiredMinutes;
 * a code the phone-verification provider sent counts 1 minute (accounts §4). `sentAt` is the server's
 * clock when it answered and `receivedAt` the browser's when the answer arrived, so a phone whose
 * clock is off still counts the right number of seconds.
 */
export function codeCountdownEnd(
  sent: { sentAt: number; expiredMinutes?: number; expirationTime?: number; byProvider?: boolean },
  receivedAt: number,
): number {
  const minutes = sent.byProvider ? PHONE_PROVIDER_COUNTDOWN_MINUTES : sent.expiredMinutes;
  const serverEnd = sent.expirationTime ?? sent.sentAt + smsCountdownSeconds(minutes) * 1000;
  return receivedAt + Math.max(0, serverEnd - sent.sentAt);
}

export type ForgetMethod = "email" | "phone";

// CHNGPASSVERIF3 adds the phone method and makes it the default; email is always available.
export function forgetMethods(chngPassVerifOn: boolean): ForgetMethod[] {
  return chngPassVerifOn ? ["phone", "email"] : ["email"];
}

export function forgetMethodDefault(chngPassVerifOn: boolean): ForgetMethod {
  return chngPassVerifOn ? "phone" : "email";
}

// Limits named by the spec (accounts §2, §5, §9).
export const FIELD_LIMITS = { captchaMax: 6, smsCodeMax: 10, mobileMax: 20 } as const;

/** Only an empty honeypot passes; the field is hidden from people. */
export const HONEYPOT_FIELD = "homepage";

/**
 * The registration payload's clientType (accounts §9 "Registration clientType and platform values: see
 * the other document"): games §9's client type for the mobile web, 2. The platform beside it is the
 * session's (`clientPlatform`, download.ts): html5, or app in the app's shell.
 */
export const REGISTER_CLIENT_TYPE = LAUNCH_CONSTANTS.clientType;

/** Where a registration comes from (accounts §4 registerMethod), so installs are attributed. */
export type RegisterSource = "APP" | "H5" | "WEBCLIP" | "PWA";

/**
 * The source the page in the browser can tell: an iOS home-screen web clip (Safari's `standalone`),
 * an installed web app (display-mode standalone), else the mobile web.
 */
export function browserRegisterSource(env: { iosStandalone: boolean; standalone: boolean }): RegisterSource {
  if (env.iosStandalone) return "WEBCLIP";
  return env.standalone ? "PWA" : "H5";
}

/**
 * The source sent to the platform: the app's shell says so in its user agent (the server sees it);
 * otherwise what the page told (PWA or WEBCLIP), and anything else, or nothing (no JavaScript), is H5.
 */
export function registerSourceOf(input: { inApp: boolean; told: unknown }): RegisterSource {
  if (input.inApp) return "APP";
  return input.told === "PWA" || input.told === "WEBCLIP" ? input.told : "H5";
}

const METHOD_FIELDS = new Set(["username", "password", "mobileNum", "verificationCode"]);
/**
 * Fields of the server settings shown besides the method's own (email, nickname, affiliate code, ...).
 * Here, not beside the schemas: the form page uses it, and account-forms.ts brings zod.
 */
export function extraRegisterFields(settings: FieldSettings, affiliateFieldShown: boolean): string[] {
  return Object.entries(settings)
    .filter(
      ([name, s]) =>
        s.enabled && !METHOD_FIELDS.has(name) && (name !== "affiliateCode" || affiliateFieldShown),
    )
    .map(([name]) => name);
}
