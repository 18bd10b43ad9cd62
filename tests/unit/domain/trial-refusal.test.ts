import { describe, expect, it } from "vitest";
import { tileHref } from "~/domain/game-tile";
import { realPlayOnly, trialRefusalHref, trialRefusalKey, trialRefusalOf } from "~/domain/trial-refusal";

describe("the one trial refusal (issue 49 item 8)", () => {
  it("leads to registration with the reason in its address", () => {
    expect(trialRefusalHref("realMoney")).toBe("/m/register?reason=realMoney");
    expect(trialRefusalHref("realGame")).toBe("/m/register?reason=realGame");
    expect(trialRefusalHref("realAccount")).toBe("/m/register?reason=realAccount");
  });
  it("reads only known reasons back, each with its own words", () => {
    expect(trialRefusalOf("realGame")).toBe("realGame");
    expect(trialRefusalOf("constructor")).toBeNull();
    expect(trialRefusalOf(null)).toBeNull();
    expect(trialRefusalKey("realMoney")).toBe("account.real_money_trial");
    expect(trialRefusalKey("realGame")).toBe("account.real_game_trial");
    expect(trialRefusalKey("realAccount")).toBe("account.real_account_trial");
  });
});

describe("a game tile without trial play", () => {
  const tile = { gameId: "7", nodeId: "8", freeplay: false };
  it("is closed to a trial player only, and leads them to registration", () => {
    expect(realPlayOnly(false, "trial")).toBe(true);
    expect(realPlayOnly(true, "trial")).toBe(false);
    expect(realPlayOnly(false, "guest")).toBe(false);
    expect(realPlayOnly(false, "member")).toBe(false);
    expect(tileHref(tile, "trial")).toBe("/m/register?reason=realGame");
  });
  it("launches for members and guests (a guest's launch asks to log in), and with trial play for everyone", () => {
    expect(tileHref(tile, "member")).toBe("/m/launch?gameId=7&nodeId=8");
    expect(tileHref(tile, "guest")).toBe("/m/launch?gameId=7&nodeId=8");
    expect(tileHref({ ...tile, freeplay: true }, "trial")).toBe("/m/launch?gameId=7&nodeId=8&freeplay=1");
  });
});
