// Promotions page (accounts §2 "Promotions").

// Tab order; a tab shows only when at least one promotion falls in it ("all" when there is any).
export const PROMOTION_TABS = [
  "all",
  "new_player",
  "deposit_promo",
  "app_download",
  "rng_promo",
  "live_promo",
  "pvp_promo",
  "sport_promo",
  "fish_promo",
  "lotto_promo",
  "rebate_promo",
  "player_rank_rules",
  "point_mall",
  "other_promo",
] as const;
export type PromotionTab = (typeof PROMOTION_TABS)[number];

export function visiblePromotionTabs(promotions: ReadonlyArray<{ category: string }>): PromotionTab[] {
  return PROMOTION_TABS.filter((tab) =>
    tab === "all" ? promotions.length > 0 : promotions.some((p) => p.category === tab),
  );
}

export type PromotionImage = { sequence: number; url: string };

// Promotions and announcement details show the image with sequence 1.
export function primaryImage(images: readonly PromotionImage[] | undefined): string | null {
  return images?.find((img) => img.sequence === 1)?.url ?? null;
}

// noExpiry === 1 shows the start date with a long-term label instead of an end date.
export function promotionPeriod<D>(p: {
  startDate: D;
  endDate: D;
  noExpiry: number;
}): { kind: "longTerm"; start: D } | { kind: "range"; start: D; end: D } {
  return p.noExpiry === 1
    ? { kind: "longTerm", start: p.startDate }
    : { kind: "range", start: p.startDate, end: p.endDate };
}

// The detail view needs both the detail path and an id.
export function showsPromotionDetail(pathname: string, id: string | null): boolean {
  return pathname === "/m/activityDetail" && Boolean(id);
}

// Accordions (promotions, help centre): opening one closes any other; clicking the open one closes it.
export function toggleOpenIndex(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}
