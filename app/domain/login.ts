// Login screen options (accounts §2 "Login screen").

export type LoginMode = "username" | "sms";

// The SMS mode (and the toggle) exist only when the mobile-code login setting is on.
export function loginModes(smsLoginOn: boolean): LoginMode[] {
  return smsLoginOn ? ["username", "sms"] : ["username"];
}

const SOCIAL = [
  ["facebook", "FACEBOOKLOGIN3"],
  ["google", "GOOGLELOGIN3"],
  ["line", "LINELOGIN3"],
  ["twitter", "TWITTERLOGIN3"],
] as const;
export type SocialProvider = (typeof SOCIAL)[number][0];
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = SOCIAL.map(([provider]) => provider);

export function isSocialProvider(name: string | undefined): name is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly (string | undefined)[]).includes(name);
}

// Social buttons need the phone-auth provider initialised, the provider's login method flag (e.g.
// "GOOGLE") and its own whitelabel flag (e.g. GOOGLELOGIN3); a missing one hides that button.
export function socialLoginProviders(input: {
  providerReady: boolean;
  methods: readonly string[];
  flags: ReadonlySet<string>;
}): SocialProvider[] {
  if (!input.providerReady) return [];
  const methods = new Set(input.methods.map((m) => m.toUpperCase()));
  return SOCIAL.filter(
    ([provider, flag]) => methods.has(provider.toUpperCase()) && input.flags.has(flag),
  ).map(([provider]) => provider);
}

/** Why a social login came back to the login screen (the `social` query, shown as a message). */
export const SOCIAL_LOGIN_ERRORS = [
  "social_unavailable",
  "social_state",
  "social_cancelled",
  "social_failed",
  "login_too_many",
  "login_not_member",
  "network",
  "unknown_error",
] as const;
export type SocialLoginError = (typeof SOCIAL_LOGIN_ERRORS)[number];

export function socialLoginError(value: string | null): SocialLoginError | null {
  return (SOCIAL_LOGIN_ERRORS as readonly (string | null)[]).includes(value)
    ? (value as SocialLoginError)
    : null;
}

// The agent side of the login page (docs/decisions/0029): here, with the login rules, so the login
// page does not load the agent area's rules.
/**
 * Which side a login is for (docs/decisions/0029): `/m/login?side=agent` is the agent side, where
 * accounts without agency access are refused ("non-agent cannot log in"); anything else is the member side.
 */
export type LoginSide = "member" | "agent";
export const loginSide = (value: string | null): LoginSide => (value === "agent" ? "agent" : "member");

/** The agent side's login, back to the agent home afterwards. */
export const AGENT_LOGIN_PATH = "/m/login?side=agent&redirectTo=%2Fm%2Fagent";
