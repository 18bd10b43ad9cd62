import { describe, expect, it } from "vitest";
import {
  primaryImage,
  PROMOTION_TABS,
  promotionPeriod,
  showsPromotionDetail,
  visiblePromotionTabs,
} from "~/domain/promotions";

describe("visiblePromotionTabs", () => {
  it("keeps spec order and only tabs with a promotion", () => {
    expect(PROMOTION_TABS).toHaveLength(14);
    expect(
      visiblePromotionTabs([
        { category: "rebate_promo" },
        { category: "new_player" },
        { category: "rebate_promo" },
      ]),
    ).toEqual(["all", "new_player", "rebate_promo"]);
  });
  it("nothing when there are no promotions", () => expect(visiblePromotionTabs([])).toEqual([]));
});

describe("promotion details", () => {
  it("image with sequence 1", () => {
    expect(
      primaryImage([
        { sequence: 2, url: "b" },
        { sequence: 1, url: "a" },
      ]),
    ).toBe("a");
    expect(primaryImage([{ sequence: 2, url: "b" }])).toBeNull();
    expect(primaryImage(undefined)).toBeNull();
  });
  it("long-term when noExpiry is 1", () => {
    expect(promotionPeriod({ startDate: "2025-01-01", endDate: "2025-02-01", noExpiry: 1 })).toEqual({
      kind: "longTerm",
      start: "2025-01-01",
    });
    expect(promotionPeriod({ startDate: "2025-01-01", endDate: "2025-02-01", noExpiry: 0 })).toEqual({
      kind: "range",
      start: "2025-01-01",
      end: "2025-02-01",
    });
  });
  it("detail needs /m/activityDetail and an id", () => {
    expect(showsPromotionDetail("/m/activityDetail", "7")).toBe(true);
    expect(showsPromotionDetail("/m/activityDetail", null)).toBe(false);
    expect(showsPromotionDetail("/m/activity", "7")).toBe(false);
  });
});
