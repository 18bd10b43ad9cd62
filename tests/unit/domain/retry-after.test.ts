import { describe, expect, it } from "vitest";
import { keyWithValues, retryMinutes, splitKey } from "~/domain/retry-after";
import en from "~/locales/en/account";
import ko from "~/locales/ko/account";
import th from "~/locales/th/account";

describe("when to try again (issue 49 item 12)", () => {
  it("is whole minutes, at least one", () => {
    expect(retryMinutes(0)).toBe(1);
    expect(retryMinutes(59_000)).toBe(1);
    expect(retryMinutes(60_001)).toBe(2);
    expect(retryMinutes(15 * 60_000)).toBe(15);
  });
  it("travels in the key and comes out as the message's values", () => {
    const key = keyWithValues("too_many_requests_wait", { minutes: 3 });
    expect(key).toBe("too_many_requests_wait?minutes=3");
    expect(splitKey(key)).toEqual({ key: "too_many_requests_wait", values: { minutes: 3 } });
    expect(splitKey("login_too_many")).toEqual({ key: "login_too_many", values: {} });
    // Only numbers are values: a key cannot smuggle words into a message.
    expect(splitKey("too_many_requests_wait?minutes=<b>")).toEqual({
      key: "too_many_requests_wait",
      values: {},
    });
  });
  it("is said in every language with the minutes in it", () => {
    for (const texts of [en, ko, th]) {
      expect(texts.errors.too_many_requests_wait).toContain("{{minutes}}");
      expect(texts.errors.login_too_many_wait).toContain("{{minutes}}");
    }
  });
});
