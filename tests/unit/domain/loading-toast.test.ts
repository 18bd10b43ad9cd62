import { describe, expect, it } from "vitest";
import { loadingToastOf } from "~/domain/loading-toast";

describe("loading toasts (accounts §8: 9999 s, 10 s, 3 s)", () => {
  it("waits for sign out and forgot password until done", () => {
    expect(loadingToastOf("/m/set", "logout")).toEqual({
      messageKey: "account.in_please_wait",
      maxMs: 9_999_000,
    });
    expect(loadingToastOf("/m/forget?index", null).maxMs).toBe(9_999_000);
  });
  it("says it is sending a code, for 10 s at most; change password 10 s too", () => {
    expect(loadingToastOf("/m/register", "sendCode")).toEqual({
      messageKey: "account.in_sms_sending",
      maxMs: 10_000,
    });
    expect(loadingToastOf("/m/forget", "sendCode").messageKey).toBe("account.in_sms_sending");
    expect(loadingToastOf("/m/changePsw", null)).toEqual({
      messageKey: "account.in_please_wait",
      maxMs: 10_000,
    });
  });
  it("shows any other post for 3 s", () => {
    expect(loadingToastOf("/m/withdraw", null)).toEqual({
      messageKey: "account.in_please_wait",
      maxMs: 3_000,
    });
    expect(loadingToastOf("/m/login", "login").maxMs).toBe(3_000);
  });
});
