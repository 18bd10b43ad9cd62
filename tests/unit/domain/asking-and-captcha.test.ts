import { describe, expect, it } from "vitest";
import { askedResult } from "~/domain/asking-posts";
import { captchaRefusalKey } from "~/domain/captcha-refusal";

describe("captchaRefusalKey", () => {
  it("says a wrong picture code was wrong and a missing one asks for it", () => {
    expect(captchaRefusalKey("captcha.invalid")).toBe("in_captcha_wrong");
    expect(captchaRefusalKey("captcha.required")).toBe("in_vwrite_code");
    expect(captchaRefusalKey("login.password.invalid")).toBeNull();
    expect(captchaRefusalKey(undefined)).toBeNull();
  });
});

describe("askedResult", () => {
  const fields = ["method", "mobileNum", "countryDialingCode", "captcha", "password", "confirmPassword"];
  it("reports only the phone after 'Get code', and puts the fields not reached back to not validated", () => {
    const result = askedResult("sendCode", { fields, error: {}, state: { validated: { captcha: true } } });
    expect(result.fields).toEqual(["mobileNum", "countryDialingCode"]);
    expect(result.state.validated).toEqual({
      method: false,
      captcha: false,
      password: false,
      confirmPassword: false,
    });
  });
  it("keeps a refused field reported: its error shows", () => {
    const result = askedResult("sendCode", { fields, error: { captcha: ["in_captcha_wrong"] } });
    expect(result.fields).toEqual(["mobileNum", "countryDialingCode", "captcha"]);
    expect(result).not.toHaveProperty("state.validated.captcha");
  });
  it("reports nothing after 'New image', and every other post as it is", () => {
    expect(askedResult("captcha", { fields }).fields).toEqual([]);
    const submitted = { fields, error: {} };
    expect(askedResult(undefined, submitted)).toBe(submitted);
    expect(askedResult("register", submitted)).toBe(submitted);
  });
});
