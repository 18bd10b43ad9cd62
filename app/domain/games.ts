// Game browsing decisions from the games spec (§2 home and center list, §4 states, §5, §9 constants).
import type { Game, SportType, VendorData, VendorEntry, WinnerEntry } from "./game";
import { CATEGORY_PATHS, GAME_LIST_PATH, HOT_GAMES_PATH, LOTTERY_PATH, SPORTS_GAME_PATH } from "./paths";
import { TRIAL_TYPE, type SessionInfo } from "./visitor";

// ---- constants (§9, §5) ----

export const PAGE_SIZES = {
  list: 30,
  centerList: 18,
  homePreview: 9,
  listOther: 100, // "100 in another caller" (also the header call)
  favouritesPage: 15,
  favouritesOnHotPage: 25,
  favouritesCarousel: 100,
  favouriteIdsOnFavouritesPage: 999,
  favouriteIds: 100,
  // The spec names no size for the recent list; it pages like the favourites page, its sibling.
  recentPage: 15,
} as const;

export const INFINITE_SCROLL = { thresholdPx: 300, throttleMs: 1000 } as const;
export const SEARCH_DEBOUNCE_MS = 500; // list search
/** games §5: "a search input in one component is debounced 600 ms": the search page asks the server once typing stops. */
export const SEARCH_INPUT_DEBOUNCE_MS = 600;
export const HOME_REQUEST_SPACING_MS = 400;
export const WINNER_BOARD_LIMIT = 20;
export const LAUNCH_CONSTANTS = { platform: "html5", clientType: 2, accountType: 1 } as const;

export const MIN_BET_OPTIONS = ["all", 0.01, 0.05, 0.1, 0.5, 0.75, 1] as const;
export type MinBet = (typeof MIN_BET_OPTIONS)[number];

// Lottery games have their own pages, so favourites and hot pages leave them out.
export const EXCLUDED_ON_FAV_AND_HOT = ["LOTT", "ELOTT"] as const;

// Game-type row of the center list.
export const VENDOR_PICKER_TYPES = ["ALL", "LIVE", "FISH", "RNG", "PVP"] as const;

// ---- vendor setup and category menus (§2, §4) ----

export type SportsGroups = Record<"sports" | "esports" | "cockfight", VendorEntry[]>;
export type VendorSetup = { categories: string[]; sportsGroups: SportsGroups };

const SPORT_GROUP: Record<SportType, keyof SportsGroups> = {
  SPORTS: "sports",
  ESPORTS: "esports",
  COCKFIGHT: "cockfight",
};

// Extra provider categories, each added when its vendor is present in its parent category.
const PROVIDER_CATEGORIES = [
  { category: "PPslot", parent: "RNG", vassalage: "PP" },
  { category: "PPlive", parent: "LIVE", vassalage: "PP" },
  { category: "EG4live", parent: "LIVE", vassalage: "EG4" },
] as const;

const hasVendor = (data: VendorData, category: string, vassalage: string): boolean =>
  (data.mapping[category] ?? []).some((v) => v.vassalage === vassalage);

// Server order without FISH (fishing is reached through RNG in this setup), then the provider categories
// appended in the order PPslot, PPlive, EG4live. Sports vendors (mapping.SPORTS) are grouped by sportType.
export function setupVendors(data: VendorData): VendorSetup {
  const categories = data.sorting.map((s) => s.gameCategory).filter((c) => c !== "FISH");
  for (const extra of PROVIDER_CATEGORIES) {
    if (hasVendor(data, extra.parent, extra.vassalage)) categories.push(extra.category);
  }
  const sportsGroups: SportsGroups = { sports: [], esports: [], cockfight: [] };
  for (const vendor of data.mapping.SPORTS ?? [])
    sportsGroups[SPORT_GROUP[vendor.sportType ?? "SPORTS"]].push(vendor);
  return { categories, sportsGroups };
}

export function favHotCategories(categories: readonly string[]): string[] {
  return categories.filter((c) => !(EXCLUDED_ON_FAV_AND_HOT as readonly string[]).includes(c));
}

// Home tabs: HOME, FAV, then server order with MXWIN right after LIVE. Without LIVE, MXWIN goes last.
// Entries the client adds itself are dropped from the server list so they never appear twice.
export function homeCategoryMenu(serverCategories: readonly string[]): string[] {
  const server = serverCategories.filter((c) => !["HOME", "FAV", "MXWIN"].includes(c));
  const live = server.indexOf("LIVE");
  const at = live === -1 ? server.length : live + 1;
  return ["HOME", "FAV", ...server.slice(0, at), "MXWIN", ...server.slice(at)];
}

// Center-list strip: HOT, FAV, RECENT, vendor categories, MXWIN. RECENT sits beside FAV, the other
// member list (spec §4: "recent" is a list data type and, like favourites, needs a login); games §2
// lists no RECENT tab: decision 0075.
export function centerCategoryMenu(serverCategories: readonly string[]): string[] {
  const server = serverCategories.filter((c) => !["HOT", "FAV", "RECENT", "MXWIN"].includes(c));
  return ["HOT", "FAV", "RECENT", ...server, "MXWIN"];
}

export type HomeSectionKind = "home" | "tiles" | "provider" | "rngVendor" | "sportsBanner";

const HOME_SECTIONS: Readonly<Record<string, HomeSectionKind>> = {
  HOME: "home",
  RNG: "tiles",
  LIVE: "tiles",
  FISH: "tiles",
  PVP: "tiles",
  PPslot: "provider",
  PPlive: "provider",
  EG4live: "provider",
  MXWIN: "rngVendor",
  SPORTS: "sportsBanner",
};

// Categories the spec gives no home section get none (null).
export function homeSectionKind(category: string): HomeSectionKind | null {
  return Object.hasOwn(HOME_SECTIONS, category) ? HOME_SECTIONS[category] : null;
}

// Home tab tap: FAV without a login goes to /m/login; anything else scrolls to its section.
export function homeTabAction(
  tab: string,
  loggedIn: boolean,
): { kind: "navigate"; to: string } | { kind: "scroll"; section: string } {
  return tab === "FAV" && !loggedIn ? { kind: "navigate", to: "/m/login" } : { kind: "scroll", section: tab };
}

export type CenterCategoryAction =
  { kind: "navigate"; to: string; activate?: "HOT" } | { kind: "select"; category: string };

// Center strip tap: HOT has its own page; FAV without a session lights HOT and goes to login;
// anything else becomes the current category (the caller scrolls to top and scrolls the strip).
export function centerCategoryAction(category: string, loggedIn: boolean): CenterCategoryAction {
  if (category === "HOT") return { kind: "navigate", to: HOT_GAMES_PATH };
  if (category === "FAV" && !loggedIn) return { kind: "navigate", to: "/m/login", activate: "HOT" };
  return { kind: "select", category };
}

export type SubFilter = { gameType: "RNG" | "LIVE"; vassalage: string };

const SPECIAL_TABS: Readonly<Record<string, SubFilter>> = {
  PPslot: { gameType: "RNG", vassalage: "PP" },
  PPlive: { gameType: "LIVE", vassalage: "PP" },
  MXWIN: { gameType: "RNG", vassalage: "BGS" },
  EG4live: { gameType: "LIVE", vassalage: "EG4" },
};

export function specialTabFilter(tab: string): SubFilter | null {
  return Object.hasOwn(SPECIAL_TABS, tab) ? SPECIAL_TABS[tab] : null;
}

export function categoryPath(category: string): string | null {
  return Object.hasOwn(CATEGORY_PATHS, category)
    ? CATEGORY_PATHS[category as keyof typeof CATEGORY_PATHS]
    : null;
}

// Vendor tile: its category path with ?vassalage=; SPORTS opens the embedded sports game (which plays the
// SPORTS mapping's first entry, so no vendor is passed). A category without a mapped path falls back to
// /m/gameList, which takes gameType and vassalage.
export function vendorTilePath(category: string, vassalage: string): string {
  if (category === "SPORTS") return SPORTS_GAME_PATH;
  const path = categoryPath(category);
  const query = path
    ? new URLSearchParams({ vassalage })
    : new URLSearchParams({ gameType: category, vassalage });
  return `${path ?? GAME_LIST_PATH}?${query.toString()}`;
}

// Picking the lottery game type (LOTT) in the filter leaves the list for the lottery page.
export function filterGameTypeTarget(gameType: string): string | null {
  return gameType === "LOTT" ? LOTTERY_PATH : null;
}

// SPORTS and ESPORTS render a third-party game list block instead of the grid.
export function showsThirdPartyList(category: string): boolean {
  return category === "SPORTS" || category === "ESPORTS";
}

// ---- list state (§4) ----

export type ListDataType = "all" | "hot" | "recent" | "fav" | "filter";
export type ListFilters = { vassalage?: string; gameClassify?: string; minBet?: MinBet; gameName?: string };

// Any vendor, classify, min bet (other than "all") or non-blank name turns the list into a filter query.
export function listDataType(filters: ListFilters, base: Exclude<ListDataType, "filter">): ListDataType {
  const active =
    Boolean(filters.vassalage) ||
    Boolean(filters.gameClassify) ||
    (filters.minBet !== undefined && filters.minBet !== "all") ||
    normaliseSearch(filters.gameName ?? "") !== "";
  return active ? "filter" : base;
}

export function hasMore(pageNum: number, totalPages: number): boolean {
  return pageNum < totalPages;
}

/**
 * Paging of the recent list, whose answer is only `list` and `totalPages` (spec §3): the page shown
 * is the page asked for, and the next one exists while it is below totalPages.
 */
export function recentNextPage(page: number, totalPages: number): number | null {
  return hasMore(page, totalPages) ? page + 1 : null;
}

export function showsMinBet(gameType: string): boolean {
  return gameType === "RNG";
}

// ---- lottery prize mode (§4) ----

// "ELOTT if the vendor mapping has ELOTT with TCG_LOTTO_VN or LOTT, otherwise LOTT" is read as: the ELOTT
// category lists a vendor whose vassalage is TCG_LOTTO_VN or LOTT. (The other reading, "or the mapping has
// a LOTT category", would pick Elott exactly when a LOTT category exists, which contradicts "otherwise LOTT".)
export function prizeMode(mapping: VendorData["mapping"]): "Elott" | "Lott" {
  const elott = mapping.ELOTT ?? [];
  return elott.some((v) => v.vassalage === "TCG_LOTTO_VN" || v.vassalage === "LOTT") ? "Elott" : "Lott";
}

// ---- carousels and boards (§9) ----

export function carouselLayout(count: number) {
  return {
    rows: count > 3 ? 2 : 1,
    showMore: count > 6,
    showArrows: count > 6,
    slidesPerView: 3,
    slidesPerGroup: 3,
    spacing: 7,
  } as const;
}

/**
 * Where Swiper's grid (fill "row", groups of `slidesPerGroup`) puts slide `index` of `count`: each
 * group is a block of `rows` rows read row by row; the last group is narrowed so its rows stay even
 * (Swiper's own Grid module rule). The markup uses it as a CSS grid before Swiper starts (or without
 * JavaScript), so the games sit where the carousel will put them.
 */
export function carouselSlidePosition(
  index: number,
  count: number,
  layout: { rows: number; slidesPerGroup: number },
): { row: number; column: number } {
  const { rows, slidesPerGroup: perGroup } = layout;
  if (rows <= 1) return { row: 0, column: index };
  const group = Math.floor(index / (perGroup * rows));
  const inGroup = index - group * perGroup * rows;
  const columns =
    group === 0 ? perGroup : Math.min(Math.ceil((count - group * rows * perGroup) / rows), perGroup);
  const row = Math.floor(inGroup / columns);
  return { row, column: inGroup - row * columns + group * perGroup };
}

// Vendor strip: 5.3 per view; navigation only when more than 5 vendors.
export function vendorStripLayout(count: number) {
  return { slidesPerView: 5.3, showArrows: count > 5 } as const;
}

// MXWIN carousel: vendors 10 to 14 (1-based) of the RNG list.
export function mxwinVendors<T>(rngVendors: readonly T[]): T[] {
  return rngVendors.slice(9, 14);
}

export function sortWinners(list: readonly WinnerEntry[]): WinnerEntry[] {
  return [...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}

export function winnersScroll(count: number): boolean {
  return count > 6;
}

// ---- home preview (§2) ----

export type PreviewRequest = {
  category: "RNG" | "LIVE" | "FISH";
  vassalage: string;
  pageSize: number;
  delayMs: number;
};

// First 4 RNG, 2 LIVE and 1 FISH vendors of the mapping, 9 games each, requests spaced 400 ms apart.
export function homePreviewPlan(data: VendorData): PreviewRequest[] {
  const take = (category: PreviewRequest["category"], n: number) =>
    (data.mapping[category] ?? []).slice(0, n).map((v) => ({ category, vassalage: v.vassalage }));
  return [...take("RNG", 4), ...take("LIVE", 2), ...take("FISH", 1)].map((req, i) => ({
    ...req,
    pageSize: PAGE_SIZES.homePreview,
    delayMs: i * HOME_REQUEST_SPACING_MS,
  }));
}

// ---- search and tiles (§2, §5) ----

export function normaliseSearch(name: string): string {
  return name.trim();
}

// The tile label: game name, or node name when the game has none.
export function gameTileName(game: Pick<Game, "gameName" | "nodeName">): string {
  return game.gameName || game.nodeName;
}

export function isHotGame(game: Pick<Game, "isHot">): boolean {
  return game.isHot === 1;
}

// The name filter of the hot and favourites pages, on tiles (whose name is gameTileName): trimmed,
// case-insensitive; a blank search keeps everything.
export function filterByName<T extends { name: string }>(tiles: readonly T[], search: string): T[] {
  const needle = normaliseSearch(search).toLowerCase();
  return tiles.filter((tile) => tile.name.toLowerCase().includes(needle));
}

// The vendor filter of the hot page, on its one loaded list: no vendor chosen keeps everything.
export function filterByVendors<T extends { vassalage?: string }>(
  tiles: readonly T[],
  vendors: readonly string[],
): T[] {
  if (vendors.length === 0) return [...tiles];
  return tiles.filter((tile) => tile.vassalage !== undefined && vendors.includes(tile.vassalage));
}

// Vendor icons: {accountTypeName}-COLOR, or -BLACK when the vendor is selected. SVG, where accounts §7
// says png: the reference backend draws them (decision 0075).
export function vendorIconFile(accountTypeName: string, selected: boolean): string {
  return `${accountTypeName}-${selected ? "BLACK" : "COLOR"}.svg`;
}

// ---- home category block (§2) ----

/**
 * The vendors of the home block's tab strip: those of the home preview plan, each once, in plan order.
 * (A vendor in two plan categories, such as PP for slots and live, is one tab showing both previews:
 * its icon is the same in both, so two tabs could not be told apart.)
 */
export function homeBlockVendors(plan: readonly Pick<PreviewRequest, "vassalage">[]): string[] {
  return [...new Set(plan.map((p) => p.vassalage))];
}

/** The selected vendor of the home block: the one asked for when it is in the strip, else the first. */
export function selectHomeVendor(
  vendors: readonly string[],
  requested: string | null | undefined,
): string | null {
  return requested && vendors.includes(requested) ? requested : (vendors[0] ?? null);
}

// ---- launch (§5, §6, §7) ----

// Members get real play and trial players (type 4) trial play. A guest plays a trial where the game
// allows free play (freeplay) and is sent to log in otherwise (the spec's login gate for launching).
export function launchKind(session: SessionInfo | null, freeplay: boolean): "login" | "trial" | "member" {
  if (!session) return freeplay ? "trial" : "login";
  return session.type === TRIAL_TYPE ? "trial" : "member";
}

// Query of both launch calls; the trial call passes the trial ids as gameId/nodeId.
export function launchQuery(input: {
  gameId: string;
  nodeId: string;
  merchantCode: string;
  language: string;
}) {
  return {
    confirmTrans: "0",
    launchMode: "GLS",
    platform: LAUNCH_CONSTANTS.platform,
    clientType: String(LAUNCH_CONSTANTS.clientType),
    gameId: input.gameId,
    nodeId: input.nodeId,
    accountType: String(LAUNCH_CONSTANTS.accountType),
    merchantCode: input.merchantCode,
    language: input.language,
    webView: "false",
  };
}
