import { describe, expect, it } from "vitest";
import { askedFields } from "~/domain/asking-posts";
import { captchaRefusalKey } from "~/domain/captcha-refusal";

describe("captchaRefusalKey", () => {
  it("says a wrong picture code was wrong and a missing one asks for it", () => {
    expect(captchaRefusalKey("captcha.invalid")).toBe("in_captcha_wrong");
    expect(captchaRefusalKey("captcha.required")).toBe("in_vwrite_code");
    expect(captchaRefusalKey("login.password.invalid")).toBeNull();
    expect(captchaRefusalKey(undefined)).toBeNull();
  });
});

describe("askedFields", () => {
  const all = ["method", "mobileNum", "countryDialingCode", "captcha", "password", "confirmPassword"];
  it("narrows 'Get code' to the phone and 'New image' to nothing", () => {
    expect(askedFields("sendCode", all)).toEqual(["mobileNum", "countryDialingCode"]);
    expect(askedFields("captcha", all)).toEqual([]);
  });
  it("leaves every other post's fields as they are", () => {
    expect(askedFields(undefined, all)).toEqual(all);
    expect(askedFields("register", all)).toEqual(all);
  });
});
