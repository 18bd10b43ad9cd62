import { describe, expect, it } from "vitest";
import { loginModes, socialLoginProviders } from "~/domain/login";

describe("loginModes", () => {
  it("SMS only with the mobile-code setting", () => {
    expect(loginModes(true)).toEqual(["username", "sms"]);
    expect(loginModes(false)).toEqual(["username"]);
  });
});

describe("socialLoginProviders", () => {
  const all = new Set(["FACEBOOKLOGIN3", "GOOGLELOGIN3", "LINELOGIN3", "TWITTERLOGIN3"]);
  it("all four when everything is on", () =>
    expect(socialLoginProviders({ providerReady: true, loginMethodOn: true, flags: all })).toEqual([
      "facebook",
      "google",
      "line",
      "twitter",
    ]));
  it("each needs its flag", () =>
    expect(
      socialLoginProviders({ providerReady: true, loginMethodOn: true, flags: new Set(["LINELOGIN3"]) }),
    ).toEqual(["line"]));
  it("none without the provider or the method flag", () => {
    expect(socialLoginProviders({ providerReady: false, loginMethodOn: true, flags: all })).toEqual([]);
    expect(socialLoginProviders({ providerReady: true, loginMethodOn: false, flags: all })).toEqual([]);
  });
});
