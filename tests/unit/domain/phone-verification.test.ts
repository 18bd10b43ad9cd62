import { describe, expect, it } from "vitest";
import {
  codeByProvider,
  PHONE_PROVIDER_CHANNEL,
  PHONE_PROVIDER_COUNTDOWN_MINUTES,
  phoneProviderReady,
  providerCodeRefusalKey,
} from "~/domain/phone-verification";
import { smsCountdownSeconds } from "~/domain/registration";

describe("the phone-verification provider's SMS path (accounts §3, §4, §8)", () => {
  it("is ready when the status names a provider", () => {
    expect(phoneProviderReady("reference")).toBe(true);
    expect(phoneProviderReady("")).toBe(false);
    expect(phoneProviderReady(null)).toBe(false);
    expect(phoneProviderReady(undefined)).toBe(false);
  });

  it("takes the code only when it is ready and the form asks for a code (mobile verification on)", () => {
    const withCode = ["mobileNum", "verificationCode", "password", "confirmPassword"];
    expect(codeByProvider(true, withCode)).toBe(true);
    expect(codeByProvider(false, withCode)).toBe(false);
    expect(codeByProvider(true, ["mobileNum", "password", "confirmPassword"])).toBe(false);
    expect(codeByProvider(true, ["username", "password", "confirmPassword"])).toBe(false);
  });

  it("sends channel sms and counts down 60 s", () => {
    expect(PHONE_PROVIDER_CHANNEL).toBe("sms");
    expect(smsCountdownSeconds(PHONE_PROVIDER_COUNTDOWN_MINUTES)).toBe(60);
  });

  it("says the provider's refusals of a code at the code field, and no other", () => {
    expect(providerCodeRefusalKey("sms.code.invalid")).toBe("in_code_invalid");
    expect(providerCodeRefusalKey("sms.code.expired")).toBe("in_code_expired");
    expect(providerCodeRefusalKey("sms.code.attempts")).toBe("in_code_attempts");
    expect(providerCodeRefusalKey("sms.too.many.requests")).toBeNull();
    expect(providerCodeRefusalKey("constructor")).toBeNull();
    expect(providerCodeRefusalKey(null)).toBeNull();
  });
});
