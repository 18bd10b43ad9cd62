import { describe, expect, it } from "vitest";
import { isSocialProvider, loginModes, socialLoginProviders } from "~/domain/login";

describe("loginModes", () => {
  it("SMS only with the mobile-code setting", () => {
    expect(loginModes(true)).toEqual(["username", "sms"]);
    expect(loginModes(false)).toEqual(["username"]);
  });
});

describe("socialLoginProviders", () => {
  const all = new Set(["FACEBOOKLOGIN3", "GOOGLELOGIN3", "LINELOGIN3", "TWITTERLOGIN3"]);
  const methods = ["FACEBOOK", "GOOGLE", "LINE", "TWITTER"];
  it("all four when everything is on", () =>
    expect(socialLoginProviders({ providerReady: true, methods, flags: all })).toEqual([
      "facebook",
      "google",
      "line",
      "twitter",
    ]));
  it("each needs its whitelabel flag", () =>
    expect(socialLoginProviders({ providerReady: true, methods, flags: new Set(["LINELOGIN3"]) })).toEqual([
      "line",
    ]));
  it("each needs its login method flag (any case)", () =>
    expect(socialLoginProviders({ providerReady: true, methods: ["google", "TWITTER"], flags: all })).toEqual(
      ["google", "twitter"],
    ));
  it("none without the provider or without any method flag", () => {
    expect(socialLoginProviders({ providerReady: false, methods, flags: all })).toEqual([]);
    expect(socialLoginProviders({ providerReady: true, methods: [], flags: all })).toEqual([]);
  });
});

describe("isSocialProvider", () => {
  it("knows the four lower-case names only", () => {
    expect(["facebook", "google", "line", "twitter"].every(isSocialProvider)).toBe(true);
    expect(isSocialProvider("Google")).toBe(false);
    expect(isSocialProvider("github")).toBe(false);
    expect(isSocialProvider(undefined)).toBe(false);
  });
});
