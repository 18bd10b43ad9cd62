import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageLoadingToastOf } from "~/domain/loading-toast";
import { LOADING_TOAST_MS, PROGRESS_START_PERCENT, TOAST_MS, toastDurationOf } from "~/domain/toast";

describe("toast times (games §9, accounts §8 and §9)", () => {
  it("names the spec's times: SHORT 3 s (the default), LONG 8 s, success 1 s, notice 1.5 s, info and refusal 2 s", () => {
    expect(TOAST_MS).toEqual({
      short: 3_000,
      long: 8_000,
      success: 1_000,
      notice: 1_500,
      info: 2_000,
      refusal: 2_000,
      offline: 1_000,
    });
    expect(LOADING_TOAST_MS).toEqual({ default: 3_000, gameList: 2_000, long: 10_000, untilDone: 9_999_000 });
    expect(PROGRESS_START_PERCENT).toBe(20);
  });

  it("times a toast by its kind: success 1 s, info 2 s, an error the default 3 s", () => {
    expect(toastDurationOf({ kind: "success", messageKey: "account.in_login_success" })).toBe("success");
    expect(toastDurationOf({ kind: "info", messageKey: "account.in_logged_login" })).toBe("info");
    expect(toastDurationOf({ kind: "error", messageKey: "account.errors.unknown_error" })).toBe("short");
  });

  it("times the messages the spec names by themselves", () => {
    // Nothing was sent: long (8 s), so the player reads what to do.
    expect(toastDurationOf({ kind: "info", messageKey: "account.sessionEndedPost" })).toBe("long");
    // "Please login an actual account…" about 2 s; free_reject and coming_soon 1 s.
    expect(toastDurationOf({ kind: "info", messageKey: "account.real_money_only" })).toBe("refusal");
    expect(toastDurationOf({ kind: "error", messageKey: "account.free_reject" })).toBe("offline");
    expect(toastDurationOf({ kind: "info", messageKey: "content.share.comingSoon" })).toBe("offline");
    // A setting changed: the default notice, 1.5 s.
    expect(toastDurationOf({ kind: "success", messageKey: "toast.theme_changed" })).toBe("notice");
    expect(toastDurationOf({ kind: "success", messageKey: "toast.language_changed" })).toBe("notice");
  });

  it("shows the game list's loading toast for 2 s while a game list is on its way, no toast for other pages", () => {
    for (const path of ["/m/slot-games", "/m/gameList", "/m/hot-games", "/m/fav-games/"])
      expect(pageLoadingToastOf(path)).toEqual({ messageKey: "account.in_please_wait", maxMs: 2_000 });
    expect(pageLoadingToastOf("/m/home")).toBeNull();
    expect(pageLoadingToastOf("/m/lottery")).toBeNull();
  });

  it("hides a toast without JavaScript as late as with it: one CSS rule per name, of its time", () => {
    const css = readFileSync("app/styles/app.css", "utf8");
    const rules = Object.fromEntries(
      [...css.matchAll(/\.toast\[data-duration="(\w+)"\]\s*\{\s*animation-delay:\s*([\d.]+)s;\s*\}/g)].map(
        ([, name, seconds]) => [name, Number(seconds) * 1000],
      ),
    );
    expect(rules).toEqual(TOAST_MS);
  });

  it("starts the progress bar where the page's script says (PROGRESS_START_PERCENT), not at 0", () => {
    const css = readFileSync("app/styles/app.css", "utf8");
    expect(css).toMatch(
      /@keyframes nav-progress \{\s*from \{\s*transform: scaleX\(var\(--progress-start\)\);/,
    );
  });
});
