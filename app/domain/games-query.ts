// The game center list's state, all of it in the URL (games spec §2, §4), and the links that change
// one part of it. Reading it (zod) is games-query-read.ts, which only loaders import: the browser's
// bundle of these links then carries no zod (zod's `~/domain/zod` has a side effect a bundler keeps).
import { type MinBet } from "./games";
import type { ListQuery } from "./games-query-read";

export const GAME_TYPES = [
  "LIVE",
  "RNG",
  "FISH",
  "PVP",
  "SPORTS",
  "ESPORTS",
  "COCKFIGHT",
  "LOTT",
  "ELOTT",
] as const;
export const CLASSIFIES = ["JP", "SC", "VP", "TG", "AC"] as const;
/** Pages a no-JS "more" link may stack up on one page (18 x 30 = 540 games). */
export const MAX_STACKED_PAGES = 30;

/** The most lines a "lines at most" filter names (the catalogue's slots have up to 243 ways). */
export const MAX_MIN_LINE = 1024;

/** A vendor code as the platform writes it. */
export const VENDOR_CODE = /^[A-Za-z0-9_]{1,40}$/;

export type { ListQuery } from "./games-query-read";

/** The filter's min bet for the backend: "all" means none. */
export function minBetFilter(minBet: MinBet | undefined): number | undefined {
  return minBet === undefined || minBet === "all" ? undefined : minBet;
}

/** The query string of a list state (page 1 and "all" left out). */
export function listSearch(q: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (q.gameType) params.set("gameType", q.gameType);
  for (const v of q.vassalage ?? []) params.append("vassalage", v);
  if (q.gameClassify) params.set("gameClassify", q.gameClassify);
  if (q.minBet !== undefined && q.minBet !== "all") params.set("minBet", String(q.minBet));
  if (q.gameName) params.set("gameName", q.gameName);
  if (q.minLine !== undefined) params.set("minLine", String(q.minLine));
  if (q.isNew) params.set("isNew", "1");
  if (q.page && q.page > 1) params.set("page", String(q.page));
  if (q.from && q.from > 1) params.set("from", String(q.from));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export type FilterChip = {
  key: "vassalage" | "gameClassify" | "minBet" | "gameName" | "minLine" | "isNew";
  value: string;
  /** What the chip shows: a vendor's display name (as the filter drawer lists it), else the value. */
  label: string;
  clear: string;
};

/**
 * One chip per active filter, each with the link that clears just it (and goes back to page 1).
 * `vendorNames` is the vendor data's display map (code -> name): a chip says "PG Soft", not "PG".
 */
export function filterChips(q: ListQuery, vendorNames: Readonly<Record<string, string>> = {}): FilterChip[] {
  const base: Partial<ListQuery> = { ...q, page: 1, from: undefined };
  const chips: FilterChip[] = q.vassalage.map((v) => ({
    key: "vassalage",
    value: v,
    label: Object.hasOwn(vendorNames, v) ? vendorNames[v] : v,
    clear: listSearch({ ...base, vassalage: q.vassalage.filter((x) => x !== v) }),
  }));
  if (q.gameClassify)
    chips.push({
      key: "gameClassify",
      value: q.gameClassify,
      label: q.gameClassify,
      clear: listSearch({ ...base, gameClassify: undefined }),
    });
  if (q.minBet !== undefined && q.minBet !== "all")
    chips.push({
      key: "minBet",
      value: String(q.minBet),
      label: String(q.minBet),
      clear: listSearch({ ...base, minBet: undefined }),
    });
  if (q.gameName)
    chips.push({
      key: "gameName",
      value: q.gameName,
      label: q.gameName,
      clear: listSearch({ ...base, gameName: undefined }),
    });
  if (q.minLine !== undefined)
    chips.push({
      key: "minLine",
      value: String(q.minLine),
      label: String(q.minLine),
      clear: listSearch({ ...base, minLine: undefined }),
    });
  if (q.isNew)
    chips.push({ key: "isNew", value: "1", label: "1", clear: listSearch({ ...base, isNew: undefined }) });
  return chips;
}

/** The pages to fetch for a state: from..page (1..page without JavaScript). */
export function pagesToLoad(q: Pick<ListQuery, "page" | "from">): number[] {
  const first = q.from ?? 1;
  return Array.from({ length: q.page - first + 1 }, (_, i) => first + i);
}

// The category each center-list path shows; /m/gameList takes it from ?gameType (none = all types).
const LIST_PATH_CATEGORY: Readonly<Record<string, string>> = {
  "/m/live-games": "LIVE",
  "/m/slot-games": "RNG",
  "/m/sport-games": "SPORTS",
  "/m/esport-games": "ESPORTS",
  "/m/fishing-games": "FISH",
  "/m/poker-games": "PVP",
};

export function listCategory(pathname: string, gameType: string | undefined): string {
  return Object.hasOwn(LIST_PATH_CATEGORY, pathname) ? LIST_PATH_CATEGORY[pathname] : (gameType ?? "ALL");
}
