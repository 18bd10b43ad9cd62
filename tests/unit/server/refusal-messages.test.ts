// accounts §8 locale messages the backend's refusals name: each error code has its message, in every
// language (the texts' types fail the typecheck on a missing one).
import { describe, expect, it } from "vitest";
import { refusalMessage } from "~/.server/account-session";
import { BackendError } from "~/.server/backend/errors";
import { resources } from "~/locales";

describe("a refusal's message", () => {
  it.each([
    ["login.user.disabled", 403, "user_disabled", "The user does not exist or is disabled"],
    ["register.referrer.invalid", 400, "referrer_link_error", "The referrer link is wrong"],
    ["request.url.empty", 400, "url_empty", "The requested address is empty"],
    ["permission.denied", 403, "no_permission", "No permission, or the feature is not available"],
    ["captcha.invalid", 400, "in_captcha_wrong", null],
    ["captcha.format", 400, "captcha_digits", null],
  ] as const)("%s says %s", (code, status, key, english: string | null) => {
    expect(refusalMessage(new BackendError(code, status, code))).toBe(key);
    const words = (resources.en.translation.account.errors as Record<string, string>)[key];
    if (english) expect(words).toBe(english);
    else expect(words).toBeTruthy();
  });
});
