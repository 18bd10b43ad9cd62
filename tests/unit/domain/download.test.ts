import { describe, expect, it } from "vitest";
import {
  downloadButtons,
  downloadLink,
  isIOSDevice,
  needsSafariAlert,
  showsDownloadBar,
  showsDownloadButton,
} from "~/domain/download";

const web = { inApp: false, installedWebApp: false };

describe("showsDownloadBar", () => {
  it("shows on plain mobile web with a link", () =>
    expect(showsDownloadBar({ ...web, hasLink: true, dismissed: false })).toBe(true));
  it.each([
    [{ ...web, inApp: true, hasLink: true, dismissed: false }],
    [{ ...web, installedWebApp: true, hasLink: true, dismissed: false }],
    [{ ...web, hasLink: false, dismissed: false }],
    [{ ...web, hasLink: true, dismissed: true }],
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
