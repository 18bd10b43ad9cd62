import { describe, expect, it } from "vitest";
import {
  browserRegisterSource,
  codeCountdownEnd,
  defaultRegisterMethod,
  registerSourceOf,
  EMAIL_PATTERN,
  forgetMethodDefault,
  forgetMethods,
  registerMethodsFromFlags,
  registrationFields,
  showsMethodToggle,
  smsCountdownSeconds,
  stripLeadingZero,
} from "~/domain/registration";

describe("register method", () => {
  it.each([
    [true, true, "username", true],
    [true, false, "username", false],
    [false, true, "mobileNum", false],
    [false, false, "username", false],
  ] as const)("username=%s mobile=%s -> %s, toggle %s", (usernameEnabled, mobileEnabled, method, toggle) => {
    expect(defaultRegisterMethod({ usernameEnabled, mobileEnabled })).toBe(method);
    expect(showsMethodToggle({ usernameEnabled, mobileEnabled })).toBe(toggle);
  });
  it("reads USERNAMEREG3 and MOBILENUMREG3", () => {
    expect(registerMethodsFromFlags(new Set(["MOBILENUMREG3"]))).toEqual({
      usernameEnabled: false,
      mobileEnabled: true,
    });
    expect(registerMethodsFromFlags(new Set(["USERNAMEREG3"]))).toEqual({
      usernameEnabled: true,
      mobileEnabled: false,
    });
  });
});

describe("registrationFields", () => {
  it("username method always has the password pair", () =>
    expect(registrationFields(new Set(), "username")).toEqual(["username", "password", "confirmPassword"]));
  it("mobile method: code with REGMOBVERF3, passwords only with MOBILENUMPASSREG3", () => {
    expect(registrationFields(new Set(), "mobileNum")).toEqual(["mobileNum"]);
    expect(registrationFields(new Set(["REGMOBVERF3"]), "mobileNum")).toEqual([
      "mobileNum",
      "verificationCode",
    ]);
    expect(registrationFields(new Set(["MOBILENUMPASSREG3"]), "mobileNum")).toEqual([
      "mobileNum",
      "password",
      "confirmPassword",
    ]);
    expect(registrationFields(new Set(["REGMOBVERF3", "MOBILENUMPASSREG3"]), "mobileNum")).toEqual([
      "mobileNum",
      "verificationCode",
      "password",
      "confirmPassword",
    ]);
  });
  it("REGMOBVERF3 does not touch the username method", () =>
    expect(registrationFields(new Set(["REGMOBVERF3"]), "username")).not.toContain("verificationCode"));
});

describe("stripLeadingZero", () => {
  it.each([
    ["0912345678", "912345678"],
    ["912345678", "912345678"],
    ["00912", "0912"],
    ["", ""],
  ])("%s -> %s", (input, out) => expect(stripLeadingZero(input)).toBe(out));
});

describe("EMAIL_PATTERN", () => {
  it.each(["john@mail.com", "john.doe@mail.com", "a_b.c.d@x.co.uk", "u1@host.com.cn.hk", "x@y.io"])(
    "accepts %s",
    (e) => expect(EMAIL_PATTERN.test(e)).toBe(true),
  );
  it.each([
    "john@mail",
    "john@mail.c",
    "john@mail.info",
    "john@mail.co.uk.cn.hk",
    "john-doe@mail.com",
    ".john@mail.com",
    "john..doe@mail.com",
    "john@@mail.com",
    "@mail.com",
    "john@mail.c0m",
  ])("rejects %s", (e) => expect(EMAIL_PATTERN.test(e)).toBe(false));
});

describe("smsCountdownSeconds", () => {
  it.each([
    [undefined, 60],
    [1, 60],
    [5, 300],
    [0, 60],
    [-2, 60],
    [Number.NaN, 60],
  ])("%s minutes -> %i s", (minutes, seconds) => expect(smsCountdownSeconds(minutes)).toBe(seconds));
});

describe("forgot-password methods", () => {
  it("CHNGPASSVERIF3 adds phone and makes it the default", () => {
    expect(forgetMethods(true)).toEqual(["phone", "email"]);
    expect(forgetMethodDefault(true)).toBe("phone");
    expect(forgetMethods(false)).toEqual(["email"]);
    expect(forgetMethodDefault(false)).toBe("email");
  });
});

describe("registration source (registerMethod)", () => {
  it("in the browser: a web clip, an installed web app, else the mobile web", () => {
    expect(browserRegisterSource({ iosStandalone: true, standalone: true })).toBe("WEBCLIP");
    expect(browserRegisterSource({ iosStandalone: false, standalone: true })).toBe("PWA");
    expect(browserRegisterSource({ iosStandalone: false, standalone: false })).toBe("H5");
  });
  it("sent: APP for the app's shell, what the page told if it is PWA or WEBCLIP, else H5", () => {
    expect(registerSourceOf({ inApp: true, told: "PWA" })).toBe("APP");
    expect(registerSourceOf({ inApp: false, told: "PWA" })).toBe("PWA");
    expect(registerSourceOf({ inApp: false, told: "WEBCLIP" })).toBe("WEBCLIP");
    expect(registerSourceOf({ inApp: false, told: "APP" })).toBe("H5");
    expect(registerSourceOf({ inApp: false, told: null })).toBe("H5");
  });
});

describe("codeCountdownEnd (corrected by the server's time)", () => {
  const server = Date.UTC(2026, 10, 27, 12, 0, 0);
  it("counts expiredMinutes from when the answer reached the browser, whatever its clock says", () => {
    // The phone's clock is 7 minutes behind the server's.
    const phone = server - 7 * 60_000;
    expect(codeCountdownEnd({ sentAt: server, expiredMinutes: 2 }, phone)).toBe(phone + 120_000);
    expect(codeCountdownEnd({ sentAt: server }, phone)).toBe(phone + 60_000);
  });
  it("takes the platform's expirationTime, as a span from the answer", () => {
    const phone = server + 30_000;
    expect(codeCountdownEnd({ sentAt: server, expirationTime: server + 90_000 }, phone)).toBe(phone + 90_000);
    // An expiry already past counts nothing.
    expect(codeCountdownEnd({ sentAt: server, expirationTime: server - 1 }, phone)).toBe(phone);
  });
});

describe("codeCountdownEnd with the phone-verification provider (accounts §4)", () => {
  it("counts 1 minute, whatever expiredMinutes says", () => {
    const phone = 5_000;
    expect(codeCountdownEnd({ sentAt: 0, byProvider: true }, phone)).toBe(phone + 60_000);
    expect(codeCountdownEnd({ sentAt: 0, byProvider: true, expiredMinutes: 5 }, phone)).toBe(phone + 60_000);
    expect(codeCountdownEnd({ sentAt: 0, byProvider: false, expiredMinutes: 5 }, phone)).toBe(
      phone + 300_000,
    );
  });
});
