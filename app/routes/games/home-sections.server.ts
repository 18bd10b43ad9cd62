import type { BackendClient } from "~/.server/backend";
import type { BackendGame } from "~/.server/backend/schemas/games";
import type { SiteStatus } from "~/.server/backend/schemas/system";
import { imageUrl } from "~/.server/images";
import type { Logger } from "~/.server/logger";
import type { SessionRecord } from "~/.server/session";
import type { VendorData } from "~/domain/game";
import { loginHref, type GameTileView } from "~/domain/game-tile";
import {
  homeBlockVendors,
  homeCategoryMenu,
  homePreviewPlan,
  homeSectionKind,
  homeTabAction,
  mxwinVendors,
  PAGE_SIZES,
  selectHomeVendor,
  setupVendors,
  sortWinners,
  specialTabFilter,
  vendorIconFile,
  vendorTilePath,
  WINNER_BOARD_LIMIT,
  type HomeSectionKind,
} from "~/domain/games";
import { HOME_PATH, LOGIN_PATH } from "~/domain/paths";
import { DEFAULT_CURRENCY, formatMoney } from "~/domain/money";
import { favouriteSet, tilesOf } from "./games.server";
import { pathOfCategory } from "./list.server";
import { inPlace, inPlaceBy, type InPlace } from "~/.server/in-place";

export type Preview = {
  category: string;
  vassalage: string;
  displayName: string;
  href: string;
  tiles: GameTileView[] | null;
};
export type HomeTab = { key: string; href: string };
/** A tab of the home block's vendor strip: its icon is BLACK when selected, COLOR otherwise. */
export type HomeVendorTab = {
  vassalage: string;
  displayName: string;
  icon: string;
  href: string;
  selected: boolean;
};
/** The home category block: the vendor strip and the selected vendor's games (null: unavailable). */
export type HomeBlock = {
  vendors: HomeVendorTab[];
  selected: string | null;
  tiles: GameTileView[] | null;
  href: string | null;
};

/** The home block's anchor: choosing a vendor comes back to it. */
export const HOME_BLOCK_ANCHOR = "section-HOME";
/**
 * A section of the home menu. `tiles`: a provider section's, poker's or MXWIN's own games, in place or
 * streamed (null for other sections; null inside when they cannot be shown).
 */
export type HomeSection = {
  key: string;
  kind: HomeSectionKind;
  href: string;
  tiles: InPlace<GameTileView[] | null> | null;
};
/** A line of the winners board: only what it shows, the amount as money in the page's locale. */
type Winner = { gameName: string; customerName: string; amount: string };

/** The hot-games carousel shows this many (the list page has them all). */
const HOT_CAROUSEL_SIZE = 12;
/** How long the blocks below the first screen may take to go out in place rather than streamed. */
const IN_PLACE_MS = 100;

/**
 * The game part of the home page, in two parts. Awaited: what the first screen shows at 390x844 (the
 * category tabs, the sections' names and links, and the home block with its selected vendor's
 * games). Streamed as promises: the games of every other block (hot, previews, providers,
 * favourites, winners), each of which resolves to an empty block instead of failing.
 *
 * Every call starts as soon as what it needs is known and they all run together (the preview's nine
 * requests in parallel, not 400 ms apart); a failing call empties its own block and nothing else.
 */
export async function loadHomeSections(
  backend: BackendClient,
  session: SessionRecord | null,
  status: SiteStatus,
  logger: Logger,
  /** The home block's vendor from the URL (`?vendor=`); unknown or missing: the first one. The page's locale tag. */
  options: { vendor?: string | null; locale: string },
) {
  const cdns = status.info.imageCDNs;
  const soft =
    <T>(what: string, fallback: T) =>
    (error: unknown) => {
      logger.warn({ err: String(error) }, `home: ${what} unavailable`);
      return fallback;
    };
  // The streamed parts start with the awaited ones; none of them ever rejects.
  const favouritesP = favouriteSet(backend, session, logger);
  const hotP = backend.hotGames().then((h) => h.list, soft("hot games", []));
  const favouriteGamesP = session
    ? backend.favouriteGames(1, PAGE_SIZES.favouritesCarousel).then((f) => f.content, soft("favourites", []))
    : Promise.resolve([]);
  const winnersP = backend.winnerBoard(WINNER_BOARD_LIMIT).then((w) => w.list, soft("winners", []));
  const vendors = await backend.vendorData().catch(soft("vendor data", null));

  const plan = vendors ? homePreviewPlan(vendors) : [];
  const categories = vendors ? setupVendors(vendors).categories : [];
  const menu = vendors ? homeCategoryMenu(categories) : [];
  const games = (gameType: string, vassalage: string) =>
    backend
      .listGames({ gameType, vassalage: [vassalage], pageNo: 1, pageSize: PAGE_SIZES.homePreview })
      .then((answer) => answer.games, soft(`games of ${gameType} ${vassalage}`, null));
  const tiles = async (list: Promise<BackendGame[] | null>) => {
    const [answer, favourites] = await Promise.all([list, favouritesP]);
    return answer ? tilesOf(answer, cdns, favourites) : null;
  };
  // One request per list: a provider section showing a previewed list (PP slots, PP live, EG4 live)
  // shares its tiles with the preview, so the page sends those games once.
  const lists = new Map<string, Promise<GameTileView[] | null>>();
  const listTiles = (gameType: string, vassalage: string) => {
    const key = `${gameType} ${vassalage}`;
    if (!lists.has(key)) lists.set(key, tiles(games(gameType, vassalage)));
    return lists.get(key)!;
  };
  // Poker shows game tiles (games §3): the first page of its games, its vendors together; a section's
  // own games like a provider's, so in place when ready in time.
  const pokerVendors = (vendors?.mapping.PVP ?? []).map((v) => v.vassalage);
  const pokerP =
    pokerVendors.length === 0
      ? Promise.resolve(null)
      : tiles(
          backend
            .listGames({
              gameType: "PVP",
              vassalage: pokerVendors,
              pageNo: 1,
              pageSize: PAGE_SIZES.homePreview,
            })
            .then((answer) => answer.games, soft("poker games", null)),
        );
  // The MXWIN carousel (games §2 "carousels of favourites and of MXWIN games"; §9 "vendors 10 to 14 of
  // the RNG list"): the games of those five vendors, one request, a home preview's page of them.
  const mxwin = mxwinVendors(vendors?.mapping.RNG ?? []).map((v) => v.vassalage);
  const mxwinP =
    mxwin.length === 0
      ? Promise.resolve(null)
      : tiles(
          backend
            .listGames({ gameType: "RNG", vassalage: mxwin, pageNo: 1, pageSize: PAGE_SIZES.homePreview })
            .then((answer) => answer.games, soft("MXWIN games", null)),
        );
  // All preview requests at once; the home block awaits only its vendor's.
  const previewTiles = plan.map((p) => listTiles(p.category, p.vassalage));
  const vendorName = (code: string) => vendors?.display[code] ?? code;
  const blockVendors = homeBlockVendors(plan);
  const selected = selectHomeVendor(blockVendors, options.vendor);
  // The selected vendor's games: its previews (page 1 of each of its plan categories), in plan order.
  const selectedPreviews = plan.flatMap((p, i) => (p.vassalage === selected ? [i] : []));
  const selectedLists = await Promise.all(selectedPreviews.map((i) => previewTiles[i]));
  const homeBlock: HomeBlock = {
    vendors: blockVendors.map((code) => {
      const category = plan.find((p) => p.vassalage === code)!.category;
      const file = vendorIconFile(accountTypeNameOf(vendors, category, code), code === selected);
      return {
        vassalage: code,
        displayName: vendorName(code),
        icon: imageUrl(`/images/vendors/${file}`, cdns),
        href: `?vendor=${encodeURIComponent(code)}#${HOME_BLOCK_ANCHOR}`,
        selected: code === selected,
      };
    }),
    selected,
    tiles: selectedLists.every((list) => list === null) ? null : selectedLists.flatMap((list) => list ?? []),
    href: selected ? vendorTilePath(plan[selectedPreviews[0]].category, selected) : null,
  };
  // The blocks below the first screen: in place when ready by then (cached data: nearly always), so
  // they show without JavaScript too; else streamed.
  const blocks = inPlaceBy(IN_PLACE_MS);
  const sectionsP = menu.flatMap((key) => {
    const kind = homeSectionKind(key);
    if (!kind) return [];
    const special = specialTabFilter(key);
    const href = special ? vendorTilePath(special.gameType, special.vassalage) : pathOfCategory(key);
    // Provider sections (PPslot, PPlive, EG4live) show their vendor's games, poker and MXWIN their own.
    const hasOwn = kind === "provider" || kind === "rngVendor" || key === "PVP";
    const own =
      kind === "provider" && special
        ? listTiles(special.gameType, special.vassalage)
        : kind === "rngVendor"
          ? mxwinP
          : key === "PVP"
            ? pokerP
            : null;
    return [{ key, kind, href, tiles: hasOwn ? (own ?? Promise.resolve(null)) : null }];
  });
  const [hot, favourites, winners, previews, sectionTiles] = await Promise.all([
    blocks.settle(
      Promise.all([hotP, favouritesP]).then(([hot, favourites]) =>
        tilesOf(hot.slice(0, HOT_CAROUSEL_SIZE), cdns, favourites),
      ),
    ),
    blocks.settle(favouriteGamesP.then((list) => tilesOf(list, cdns, new Set(list.map((g) => g.nodeId))))),
    blocks.settle(
      winnersP.then((list) =>
        // Only what the board shows.
        sortWinners(list).map((w): Winner => ({
          gameName: w.vo.gameName,
          customerName: w.vo.customerName,
          // Formatted here: the board needs no money code in the browser.
          amount: formatMoney(w.vo.winAmount, DEFAULT_CURRENCY, options.locale),
        })),
      ),
    ),
    blocks.settle(
      Promise.all(
        plan.map(async (p, i): Promise<Preview> => ({
          category: p.category,
          vassalage: p.vassalage,
          displayName: vendorName(p.vassalage),
          href: vendorTilePath(p.category, p.vassalage),
          tiles: await previewTiles[i],
        })),
      ),
    ),
    Promise.all(sectionsP.map((s) => (s.tiles ? blocks.settle(s.tiles) : null))),
  ]);
  blocks.done();
  return {
    // A tab scrolls to its section (FAV: the favourites carousel), or asks a guest to log in; a
    // category without a home section opens its list.
    tabs: menu.map((key): HomeTab => {
      const action = homeTabAction(key, session !== null);
      if (action.kind === "navigate")
        return { key, href: action.to === LOGIN_PATH ? loginHref(HOME_PATH, "favourites") : action.to };
      const hasSection = action.section === "FAV" || homeSectionKind(action.section) !== null;
      return { key, href: hasSection ? `#section-${action.section}` : pathOfCategory(key) };
    }),
    sections: sectionsP.map((section, i): HomeSection => ({
      ...section,
      tiles: sectionTiles[i] ? inPlace(sectionTiles[i]) : null,
    })),
    previews: inPlace(previews),
    homeBlock,
    hot: inPlace(hot),
    favourites: inPlace(favourites),
    winners: inPlace(winners),
  };
}

/** A vendor's accountTypeName (it names the icons): the sorting entry at its place in the category's mapping. */
function accountTypeNameOf(vendors: VendorData | null, category: string, vassalage: string): string {
  const index = vendors?.mapping[category]?.findIndex((v) => v.vassalage === vassalage) ?? -1;
  const names = vendors?.sorting.find((s) => s.gameCategory === category)?.vendorNames;
  return (index >= 0 ? names?.[index]?.accountTypeName : undefined) ?? vassalage;
}
