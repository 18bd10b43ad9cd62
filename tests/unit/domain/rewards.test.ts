import { describe, expect, it } from "vitest";
import { bonusOffers, claimableTotalCents, rewardStatus } from "~/domain/rewards";

describe("rewardStatus", () => {
  it("available offers Claim; claimed reads Claimed; expired reads Close", () => {
    expect(rewardStatus("available")).toEqual({ label: "claim", claimable: true });
    expect(rewardStatus("claimed")).toEqual({ label: "claimed", claimable: false });
    expect(rewardStatus("expired")).toEqual({ label: "close", claimable: false });
  });
});

describe("claimableTotalCents", () => {
  it("sums only available rewards (amounts in cents)", () =>
    expect(
      claimableTotalCents([
        { state: "available", amount: 10 },
        { state: "available", amount: 20 },
        { state: "claimed", amount: 500 },
        { state: "expired", amount: 321 },
      ]),
    ).toBe(30));
});

describe("bonusOffers", () => {
  it("promotions that pay a bonus on claim or apply, largest first", () =>
    expect(
      bonusOffers([
        { id: 1, bonus: 8, action: "claim" },
        { id: 2, bonus: 100, action: "apply" },
        { id: 3, bonus: 50, action: "join" },
        { id: 4, bonus: 0, action: "claim" },
      ]).map((p) => p.id),
    ).toEqual([2, 1]));
});
