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

// Social buttons need the phone-auth provider initialised, a login method flag, and each its own flag.
export function socialLoginProviders(input: {
  providerReady: boolean;
  loginMethodOn: boolean;
  flags: ReadonlySet<string>;
}): SocialProvider[] {
  if (!input.providerReady || !input.loginMethodOn) return [];
  return SOCIAL.filter(([, flag]) => input.flags.has(flag)).map(([provider]) => provider);
}
