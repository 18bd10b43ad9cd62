import { describe, expect, it } from "vitest";
import {
  countdownParts,
  countdownTarget,
  isAppShell,
  isIOSSafari,
  downloadButtons,
  downloadLink,
  isIOSDevice,
  needsSafariAlert,
  showsDownloadBar,
  showsDownloadButton,
} from "~/domain/download";

const web = { inApp: false, installedWebApp: false };

describe("showsDownloadBar", () => {
  const on = { ...web, downloadEnabled: true, requiresLogin: false, loggedIn: false };
  it("shows on plain mobile web with a link", () =>
    expect(showsDownloadBar({ ...on, hasLink: true, dismissed: false })).toBe(true));
  it("requires login when the merchant's property says so (accounts §2 download prompts)", () => {
    const shown = { ...on, hasLink: true, dismissed: false, requiresLogin: true };
    expect(showsDownloadBar(shown)).toBe(false);
    expect(showsDownloadBar({ ...shown, loggedIn: true })).toBe(true);
  });
  it.each([
    [{ ...on, downloadEnabled: false, hasLink: true, dismissed: false }],
    [{ ...on, inApp: true, hasLink: true, dismissed: false }],
    [{ ...on, installedWebApp: true, hasLink: true, dismissed: false }],
    [{ ...on, hasLink: false, dismissed: false }],
    [{ ...on, hasLink: true, dismissed: true }],
  ])("hidden for %o", (ctx) => expect(showsDownloadBar(ctx)).toBe(false));
});

describe("showsDownloadButton", () => {
  const ok = { ...web, pathname: "/m/home", downloadEnabled: true, hasLink: true };
  it.each(["/m/home", "/", "/m", "/m/", "/m/index", "/m/index.html"])("shows on %s", (pathname) =>
    expect(showsDownloadButton({ ...ok, pathname })).toBe(true),
  );
  it("hidden off home, in the app, when disabled or without a link", () => {
    expect(showsDownloadButton({ ...ok, pathname: "/m/activity" })).toBe(false);
    expect(showsDownloadButton({ ...ok, inApp: true })).toBe(false);
    expect(showsDownloadButton({ ...ok, installedWebApp: true })).toBe(false);
    expect(showsDownloadButton({ ...ok, downloadEnabled: false })).toBe(false);
    expect(showsDownloadButton({ ...ok, hasLink: false })).toBe(false);
  });
});

describe("downloadButtons", () => {
  it("android off iOS; ios+profile on iOS; add-to-home only in Safari when not installed", () => {
    expect(downloadButtons({ isIOS: false, isSafari: true, installed: false })).toEqual(["android"]);
    expect(downloadButtons({ isIOS: true, isSafari: true, installed: false })).toEqual([
      "ios",
      "profile",
      "addToHomeScreen",
    ]);
    expect(downloadButtons({ isIOS: true, isSafari: true, installed: true })).toEqual(["ios", "profile"]);
    expect(downloadButtons({ isIOS: true, isSafari: false, installed: false })).toEqual(["ios", "profile"]);
  });
  it("Safari alert on iOS outside Safari", () => {
    expect(needsSafariAlert({ isIOS: true, isSafari: false })).toBe(true);
    expect(needsSafariAlert({ isIOS: true, isSafari: true })).toBe(false);
    expect(needsSafariAlert({ isIOS: false, isSafari: false })).toBe(false);
  });
});

describe("downloadLink", () => {
  const resources = [
    { resourceType: "TWITTER", url: "https://x.example" },
    { resourceType: "IOS", url: "https://ios.example/app" },
    { resourceType: "Android", url: "https://android.example/app.apk" },
  ];
  it("the IOS link on iOS, the Android link anywhere else", () => {
    expect(downloadLink(resources, { isIOS: true })).toBe("https://ios.example/app");
    expect(downloadLink(resources, { isIOS: false })).toBe("https://android.example/app.apk");
  });
  it("null without a link for the platform", () => {
    expect(downloadLink([{ resourceType: "Android", url: "" }], { isIOS: false })).toBeNull();
    expect(downloadLink(resources.slice(0, 2), { isIOS: false })).toBeNull();
  });
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1", true],
    ["Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)", true],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile", false],
    ["", false],
  ])("isIOSDevice(%s) is %s", (ua, expected) => expect(isIOSDevice(ua)).toBe(expected));
});

describe("download popup countdown (accounts §9: 2 to 9 hours plus random minutes and seconds)", () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const HOUR = 3_600_000;
  it("the lowest draw is exactly 2 hours ahead", () =>
    expect(countdownTarget(now, () => 0) - now).toBe(2 * HOUR));
  it("the highest draw is 9 h 59 m 59 s ahead", () =>
    expect(countdownTarget(now, () => 0.999999) - now).toBe(9 * HOUR + 59 * 60_000 + 59_000));
  it("any draw lands in [2 h, 10 h)", () => {
    for (let i = 0; i < 200; i++) {
      const ahead = countdownTarget(now) - now;
      expect(ahead).toBeGreaterThanOrEqual(2 * HOUR);
      expect(ahead).toBeLessThan(10 * HOUR);
    }
  });
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownParts(now + ((26 * 60 + 3) * 60 + 4) * 1000, now)).toEqual({ d: 1, h: 2, m: 3, s: 4 });
    expect(countdownParts(now - 5000, now)).toEqual({ d: 0, h: 0, m: 0, s: 0 });
  });
});

describe("isIOSSafari", () => {
  const safari =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
  it("Safari on an iPhone", () => expect(isIOSSafari(safari)).toBe(true));
  it("Chrome and Firefox on iOS are not Safari", () => {
    expect(isIOSSafari(safari.replace("Version/17.5", "CriOS/126.0"))).toBe(false);
    expect(isIOSSafari(safari.replace("Version/17.5", "FxiOS/127.0"))).toBe(false);
  });
  it("desktop Safari is not iOS Safari", () =>
    expect(
      isIOSSafari(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      ),
    ).toBe(false));
});

describe("isAppShell", () => {
  it("is the app's wrapper by its user-agent token, not any browser", () => {
    expect(isAppShell("Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36 MCApp/3.2")).toBe(
      true,
    );
    expect(isAppShell("Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36")).toBe(false);
  });
});
