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

/** "YYYY-MM-DD HH:mm:ss" (or "YYYY-MM-DD") as the spec shows dates: "YYYY/MM/DD". */
export function promotionDate(date: string): string {
  return date.slice(0, 10).replaceAll("-", "/");
}

// The promotion's date line: a range, or the start date with the long-term label (noExpiry 1, or no end).
export function promotionDates(p: {
  startDate: string;
  endDate: string | null;
  noExpiry: number;
}): { kind: "longTerm"; start: string } | { kind: "range"; start: string; end: string } {
  const period = promotionPeriod(p);
  const end = period.kind === "range" ? period.end : null;
  if (end === null) return { kind: "longTerm", start: promotionDate(p.startDate) };
  return { kind: "range", start: promotionDate(p.startDate), end: promotionDate(end) };
}

/** What a member can do with a promotion (reference backend: none, join, claim, apply). */
export type PromotionAction = "none" | "join" | "claim" | "apply";
/** A member's recorded state in a promotion. */
export type EntryState = "joined" | "claimed" | "applying" | "rejected" | "issued" | "process" | "signed";
/** The spec's activity labels: Join, Claim, Applying, Close, Rejected, Issued, Claimed, Process, Joined, Signed, coming soon. */
export type PromotionLabel = "join" | "claim" | "close" | "coming_soon" | "app_only" | EntryState;

export type PromotionStatus = { label: PromotionLabel; intent: "join" | "claim" | null };

/**
 * The label and button of a promotion for the visitor. A recorded state wins (it is what happened);
 * otherwise an information-only promotion has none, one not started yet reads "coming soon", an ended
 * one "Close", and the rest offer Join (join and apply) or Claim. Dates compare as
 * "YYYY-MM-DD HH:mm:ss" text; `now` is in the same form.
 */
export function promotionStatus(
  p: { action: PromotionAction; startDate: string; endDate: string | null; noExpiry: number },
  entry: EntryState | null,
  now: string,
): PromotionStatus | null {
  if (entry) return { label: entry, intent: null };
  if (p.action === "none") return null;
  if (p.startDate > now) return { label: "coming_soon", intent: null };
  if (p.noExpiry !== 1 && p.endDate !== null && p.endDate < now) return { label: "close", intent: null };
  return p.action === "claim" ? { label: "claim", intent: "claim" } : { label: "join", intent: "join" };
}

/**
 * The app-download bonus is for the app (issue 49 item 10): outside the app's shell its Join or
 * Claim reads "In the app" instead (the platform refuses it from a web session all the same).
 */
export function statusForClient(
  status: PromotionStatus | null,
  category: string,
  inApp: boolean,
): PromotionStatus | null {
  if (status?.intent && category === "app_download" && !inApp) return { label: "app_only", intent: null };
  return status;
}

/** Categories offered only while their promotion code is on (accounts §2: the app-download bonus by APP_DOWNLOAD). */
const SWITCHED_CATEGORIES: Readonly<Record<string, string>> = { app_download: "APP_DOWNLOAD" };

/** The promotions offered: those of a switched category only while its code is available. */
export function offeredPromotions<P extends { category: string }>(
  promotions: readonly P[],
  available: readonly string[],
): P[] {
  return promotions.filter((p) => {
    const code = SWITCHED_CATEGORIES[p.category];
    return code === undefined || available.includes(code);
  });
}

/** The promotions of a tab ("all": every one). */
export function promotionsOfTab<P extends { category: string }>(
  promotions: readonly P[],
  tab: PromotionTab,
): P[] {
  return tab === "all" ? [...promotions] : promotions.filter((p) => p.category === tab);
}

/** The address's tab when it is one of the visible ones, else the first ("all"). */
export function selectedTab(visible: readonly PromotionTab[], asked: string | null): PromotionTab {
  return visible.find((tab) => tab === asked) ?? "all";
}
