// The phone-verification provider's SMS path of registration (accounts §3, §4, §8; decision 0077):
// with the provider initialised, it sends and checks the code, and the registration carries its
// one-time token instead of the code.

/** The registration's firebaseChannel with the provider (accounts §3 "firebaseChannel (value sms)"). */
export const PHONE_PROVIDER_CHANNEL = "sms";

/** accounts §4 "1 minute with the phone-verification provider": the provider tells no code life. */
export const PHONE_PROVIDER_COUNTDOWN_MINUTES = 1;

/** The provider is initialised when the status names one (info.register.phoneAuthProvider non-empty). */
export function phoneProviderReady(provider: string | null | undefined): boolean {
  return typeof provider === "string" && provider !== "";
}

/**
 * The provider takes the registration's code when it is ready and the form asks for a code (mobile
 * verification on registration: REGMOBVERF3 on the mobile method); otherwise the platform's own.
 */
export function codeByProvider(providerReady: boolean, fields: readonly string[]): boolean {
  return providerReady && fields.includes("verificationCode");
}

/** The provider's refusals of a typed code, as the code field says them. */
const CODE_REFUSALS: ReadonlyMap<string, string> = new Map([
  ["sms.code.invalid", "in_code_invalid"],
  ["sms.code.expired", "in_code_expired"],
  ["sms.code.attempts", "in_code_attempts"],
]);

/** The code field's message key for the provider's refusal of a code; null for any other refusal. */
export function providerCodeRefusalKey(errorCode: string | null | undefined): string | null {
  return (errorCode && CODE_REFUSALS.get(errorCode)) || null;
}
