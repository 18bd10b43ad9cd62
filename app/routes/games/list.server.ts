import { redirect } from "react-router";
import type { z } from "zod";
import type { BackendClient } from "~/.server/backend";
import type { vendorData as vendorDataSchema } from "~/.server/backend/schemas/games";
import {
  categoryPath,
  centerCategoryAction,
  centerCategoryMenu,
  showsMinBet,
  showsThirdPartyList,
  specialTabFilter,
  setupVendors,
  VENDOR_PICKER_TYPES,
} from "~/domain/games";
import { listSearch, type ListQuery } from "~/domain/games-query";
import { readListQuery } from "~/domain/games-query-read";
import {
  FAV_GAMES_PATH,
  GAME_LIST_PATH,
  LOGIN_PATH,
  loginHref,
  RECENT_GAMES_PATH,
  SPORTS_GAME_PATH,
} from "~/domain/paths";

type VendorData = z.infer<typeof vendorDataSchema>;
export type NavLink = { key: string; label: string; href: string; current: boolean };

/**
 * The list state of the address. A bad value is corrected, never a dead end: the answer is then a
 * redirect to the address of what is shown (`search` writes it; by default the whole state).
 */
export function listQueryOf(url: URL, search: (q: ListQuery) => string = listSearch): ListQuery {
  const { query, corrected } = readListQuery(url.searchParams);
  if (corrected) throw redirect(url.pathname + search(query));
  return query;
}

/** The path of a category; categories without one go through /m/gameList?gameType=. */
export function pathOfCategory(category: string): string {
  return category === "ALL"
    ? GAME_LIST_PATH
    : (categoryPath(category) ?? `${GAME_LIST_PATH}?gameType=${category}`);
}

const withQuery = (path: string, query: string) =>
  query ? `${path}${path.includes("?") ? "&" : "?"}${query.slice(1)}` : path;

// The member lists of the strip have their own pages.
const MEMBER_LIST_PATHS: Readonly<Record<string, string>> = {
  FAV: FAV_GAMES_PATH,
  RECENT: RECENT_GAMES_PATH,
};

/**
 * The strip (centerCategoryAction decides each tap): HOT (own page), FAV (own page; login for
 * guests), RECENT (own page, which tells a guest to log in), the categories, MXWIN and the provider
 * tabs as sub-filters.
 */
export function categoryStrip(
  vendors: VendorData | null,
  current: string,
  q: Pick<ListQuery, "vassalage">,
  loggedIn: boolean,
  here: string,
): NavLink[] {
  const categories = vendors ? centerCategoryMenu(setupVendors(vendors).categories) : [];
  const links = categories.map((key): NavLink => {
    const action = centerCategoryAction(key, loggedIn);
    if (action.kind === "navigate")
      return {
        key,
        label: key,
        href: action.to === LOGIN_PATH ? loginHref(here, "favourites") : action.to,
        current: key === current,
      };
    if (Object.hasOwn(MEMBER_LIST_PATHS, key))
      return { key, label: key, href: MEMBER_LIST_PATHS[key], current: key === current };
    const special = specialTabFilter(key);
    if (special) {
      const href = withQuery(
        pathOfCategory(special.gameType),
        listSearch({ vassalage: [special.vassalage] }),
      );
      const on =
        current === special.gameType && q.vassalage.length === 1 && q.vassalage[0] === special.vassalage;
      return { key, label: key, href, current: on };
    }
    return { key, label: key, href: pathOfCategory(key), current: key === current };
  });
  // One current tab: a sub-filter's (MXWIN on slots by BGS) rather than its category's too.
  const sub = links.find((link) => link.current && specialTabFilter(link.key));
  const base = sub && specialTabFilter(sub.key)!.gameType;
  return links.map((link) => (link.key === base ? { ...link, current: false } : link));
}

/** The game-type row: ALL, LIVE, FISH, RNG, PVP. */
export function gameTypeRow(current: string): NavLink[] {
  return VENDOR_PICKER_TYPES.map((key) => ({
    key,
    label: key,
    href: pathOfCategory(key),
    current: key === current,
  }));
}

type Vendor = { vassalage: string; displayName: string };

/**
 * The category's vendors; for ALL every vendor, or, with `types`, the vendors of those game types
 * (the hot and favourites pages never show lottery games, so never their vendors).
 */
export function vendorsOf(vendors: VendorData | null, category: string, types?: readonly string[]): Vendor[] {
  if (!vendors) return [];
  const ofType = (type: string) =>
    (vendors.mapping[type] ?? []).map((v) => ({ vassalage: v.vassalage, displayName: v.displayName }));
  if (category !== "ALL") return ofType(category);
  if (!types)
    return Object.entries(vendors.display).map(([vassalage, displayName]) => ({ vassalage, displayName }));
  const seen = new Map<string, Vendor>();
  for (const v of types.flatMap(ofType)) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v);
  return [...seen.values()];
}

/** The vendor row: ALL, then each vendor narrowing the list to it (the other filters kept, page 1). */
export function vendorRow(list: Vendor[], path: string, q: ListQuery): NavLink[] {
  const base = { gameType: q.gameType, gameName: q.gameName, page: 1 };
  return [
    {
      key: "ALL",
      label: "",
      href: withQuery(path, listSearch({ ...base, vassalage: [] })),
      current: q.vassalage.length === 0,
    },
    ...list.map((v) => ({
      key: v.vassalage,
      label: v.displayName,
      href: withQuery(path, listSearch({ ...base, vassalage: [v.vassalage] })),
      current: q.vassalage.length === 1 && q.vassalage[0] === v.vassalage,
    })),
  ];
}

/**
 * The centre list's navigation on the hot, favourites and recent pages (issue 23 item 14): the
 * strip with the page's own tab current, the vendor row and the filter drawer's vendors, those of
 * the chosen game type or of every type the page shows.
 */
export function ownListNav(
  vendors: VendorData | null,
  tab: "HOT" | "FAV" | "RECENT",
  q: ListQuery,
  loggedIn: boolean,
  url: URL,
  types: readonly string[],
) {
  const manufacturers = vendorsOf(vendors, q.gameType ?? "ALL", types);
  return {
    categories: categoryStrip(vendors, tab, { vassalage: [] }, loggedIn, url.pathname + url.search),
    vendors: vendorRow(manufacturers, url.pathname, q),
    manufacturers,
  };
}

/** Classify choices the category's vendors actually have. */
export function classifiesOf(vendors: VendorData | null, category: string): string[] {
  const keys = new Set<string>();
  for (const v of vendors?.mapping[category] ?? []) for (const c of v.gameClassify ?? []) keys.add(c.key);
  return [...keys].sort();
}

/**
 * SPORTS and ESPORTS: the third-party block, by the vendor setup's groups (games spec §4 "sports
 * vendors are split into sports, esports and cockfight groups"). The sportsbook opens embedded;
 * e-sports vendors narrow the list; cockfight vendors, which have no category of their own, show
 * under SPORTS and open the game center on their games.
 */
export function thirdPartyBlock(vendors: VendorData | null, category: string, path: string) {
  if (!vendors || !showsThirdPartyList(category)) return null;
  const groups = setupVendors(vendors).sportsGroups;
  const entry = (href: (vassalage: string) => string) => (v: { vassalage: string; displayName: string }) => ({
    vassalage: v.vassalage,
    displayName: v.displayName,
    href: href(v.vassalage),
  });
  if (category !== "SPORTS")
    return [
      {
        group: "esports" as const,
        vendors: groups.esports.map(entry((v) => withQuery(path, listSearch({ vassalage: [v] })))),
      },
    ];
  return [
    { group: "sports" as const, vendors: groups.sports.map(entry(() => SPORTS_GAME_PATH)) },
    {
      group: "cockfight" as const,
      vendors: groups.cockfight.map(
        entry((v) => withQuery(GAME_LIST_PATH, listSearch({ gameType: "COCKFIGHT", vassalage: [v] }))),
      ),
    },
  ].filter((g) => g.vendors.length > 0);
}

export { showsMinBet };

/** Pages from..page of the list, fetched together, then the way to the next one. */
export async function loadPages(
  backend: BackendClient,
  q: ListQuery,
  pages: number[],
  filter: { gameType?: string; minBet?: number },
  pageSize: number,
) {
  const answers = await Promise.all(
    pages.map((pageNo) =>
      backend.listGames({
        gameType: filter.gameType,
        vassalage: q.vassalage,
        gameClassify: q.gameClassify,
        minBet: filter.minBet,
        gameName: q.gameName,
        minLine: q.minLine,
        isNew: q.isNew ?? false,
        pageNo,
        pageSize,
      }),
    ),
  );
  const last = answers.at(-1);
  return {
    games: answers.flatMap((a) => a.games),
    pageNum: last?.pageNum ?? 1,
    totalPages: last?.totalPages ?? 0,
  };
}
