import { describe, expect, it } from "vitest";
import {
  primaryImage,
  promotionDate,
  promotionDates,
  promotionsOfTab,
  promotionStatus,
  selectedTab,
  PROMOTION_TABS,
  promotionPeriod,
  showsPromotionDetail,
  visiblePromotionTabs,
  offeredPromotions,
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

describe("promotion dates (YYYY/MM/DD, long-term when noExpiry is 1)", () => {
  it("a range", () =>
    expect(
      promotionDates({ startDate: "2026-09-21 00:00:00", endDate: "2027-01-19 23:00:00", noExpiry: 0 }),
    ).toEqual({ kind: "range", start: "2026/09/21", end: "2027/01/19" }));
  it("the start date alone when noExpiry is 1, whatever the end", () =>
    expect(promotionDates({ startDate: "2026-08-22 00:00:00", endDate: "2027-01-01", noExpiry: 1 })).toEqual({
      kind: "longTerm",
      start: "2026/08/22",
    }));
  it("the start date alone when there is no end", () =>
    expect(promotionDates({ startDate: "2026-08-22", endDate: null, noExpiry: 0 })).toEqual({
      kind: "longTerm",
      start: "2026/08/22",
    }));
  it("promotionDate", () => expect(promotionDate("2025-03-04 10:00:00")).toBe("2025/03/04"));
});

describe("promotionStatus (the spec's labels)", () => {
  const now = "2026-11-23 12:00:00";
  const running = { startDate: "2026-11-01 00:00:00", endDate: "2026-12-01 00:00:00", noExpiry: 0 };
  it("information-only promotions have no label", () =>
    expect(promotionStatus({ ...running, action: "none" }, null, now)).toBeNull());
  it("Join for join and apply, Claim for claim", () => {
    expect(promotionStatus({ ...running, action: "join" }, null, now)).toEqual({
      label: "join",
      intent: "join",
    });
    expect(promotionStatus({ ...running, action: "apply" }, null, now)).toEqual({
      label: "join",
      intent: "join",
    });
    expect(promotionStatus({ ...running, action: "claim" }, null, now)).toEqual({
      label: "claim",
      intent: "claim",
    });
  });
  it("coming soon before the start, Close after the end; never-expiring ones stay open", () => {
    expect(
      promotionStatus({ ...running, startDate: "2026-11-24 00:00:00", action: "join" }, null, now),
    ).toEqual({
      label: "coming_soon",
      intent: null,
    });
    expect(
      promotionStatus({ ...running, endDate: "2026-11-22 23:59:59", action: "claim" }, null, now),
    ).toEqual({
      label: "close",
      intent: null,
    });
    expect(
      promotionStatus(
        { ...running, endDate: "2026-11-22 23:59:59", noExpiry: 1, action: "claim" },
        null,
        now,
      ),
    ).toEqual({ label: "claim", intent: "claim" });
  });
  it.each(["joined", "claimed", "applying", "rejected", "issued", "process", "signed"] as const)(
    "a recorded state %s is shown as it is, without a button",
    (state) =>
      expect(promotionStatus({ ...running, action: "claim" }, state, now)).toEqual({
        label: state,
        intent: null,
      }),
  );
});

describe("tabs and their promotions", () => {
  const promotions = [
    { id: 1, category: "new_player" },
    { id: 2, category: "rebate_promo" },
    { id: 3, category: "new_player" },
  ];
  it("all, or one category", () => {
    expect(promotionsOfTab(promotions, "all").map((p) => p.id)).toEqual([1, 2, 3]);
    expect(promotionsOfTab(promotions, "new_player").map((p) => p.id)).toEqual([1, 3]);
  });
  it("the asked tab only when it is visible", () => {
    const visible = visiblePromotionTabs(promotions);
    expect(selectedTab(visible, "rebate_promo")).toBe("rebate_promo");
    expect(selectedTab(visible, "fish_promo")).toBe("all");
    expect(selectedTab(visible, null)).toBe("all");
  });
});

describe("offeredPromotions", () => {
  const list = [{ category: "app_download" }, { category: "deposit_promo" }];
  it("offers the app-download bonus only while APP_DOWNLOAD is available", () => {
    expect(offeredPromotions(list, ["REFERRAL", "APP_DOWNLOAD"])).toEqual(list);
    expect(offeredPromotions(list, ["REFERRAL"])).toEqual([{ category: "deposit_promo" }]);
  });
  it("never hides a category that no switch governs", () =>
    expect(offeredPromotions([{ category: "deposit_promo" }], [])).toEqual([{ category: "deposit_promo" }]));
});
