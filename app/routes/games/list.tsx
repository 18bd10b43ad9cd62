import { redirect, useLocation } from "react-router";
import type { Route } from "./+types/list";
import { requestContext, servicesContext } from "~/.server/context";
import { critical, optional } from "~/.server/loader-data";
import { filterGameTypeTarget, hasMore, PAGE_SIZES } from "~/domain/games";
import {
  filterChips,
  GAME_TYPES,
  listCategory,
  listSearch,
  minBetFilter,
  pagesToLoad,
} from "~/domain/games-query";
import { GAME_LIST_PATH } from "~/domain/paths";
import { GameGrid } from "~/ui/games/game-grid";
import { ListHeader } from "~/ui/games/list-header";
import { FilterDrawer } from "~/ui/games/filter-drawer";
import { ListStrips } from "~/ui/games/nav-strip";
import { ThirdPartyBlock } from "~/ui/games/third-party-block";
import { favouriteSet, imageCdns, tilesOf } from "./games.server";
import {
  categoryStrip,
  classifiesOf,
  gameTypeRow,
  listQueryOf,
  loadPages,
  showsMinBet,
  thirdPartyBlock,
  vendorRow,
  vendorsOf,
} from "./list.server";
import "~/styles/games.css";
import "~/styles/game-lists.css";
import { useT } from "~/ui/use-t";
import { keepDataForUiParams } from "~/domain/ui-params";
import { publicPage } from "~/.server/public-page";
import { admit } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";

/** The guest page is the same for every guest: a shared cache may keep it (decision 0022). */
export const middleware = [publicPage];

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "anyone",
  title: "title.gameCenter",
  header: false,
  bottomMenu: false,
} satisfies PageHandle;

/** Opening the site menu from the list's header keeps the list: no new list data for that. */
export const shouldRevalidate = keepDataForUiParams;

/** The game center list (/m/live-games, /m/slot-games, ... and /m/gameList?gameType&vassalage): all state in the URL. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend, session } = context.get(requestContext);
  const services = context.get(servicesContext);
  const q = listQueryOf(url);
  const path = url.pathname;
  // A game type with a page of its own (LOTT: the lottery page) leaves the list for it.
  const target = path === GAME_LIST_PATH && q.gameType ? filterGameTypeTarget(q.gameType) : null;
  if (target) throw redirect(target);
  const category = listCategory(path, q.gameType);
  const here = path + url.search;
  const [vendors, cdns, favourites, list] = await critical(
    context,
    Promise.all([
      // Without vendor data the strips are empty; the games still show.
      optional(context, backend.vendorData(), null, "vendor data"),
      imageCdns(services),
      favouriteSet(backend, session, services.logger),
      loadPages(
        backend,
        q,
        pagesToLoad(q),
        {
          gameType: category === "ALL" ? undefined : category,
          minBet: showsMinBet(category) ? minBetFilter(q.minBet) : undefined,
        },
        PAGE_SIZES.centerList,
      ),
    ]),
  );
  const state = { ...q, gameType: path === "/m/gameList" ? q.gameType : undefined };
  const more = hasMore(list.pageNum, list.totalPages);
  return {
    path,
    category,
    query: state,
    chips: filterChips(state, vendors?.display),
    loggedIn: session !== null,
    categories: categoryStrip(vendors, category, q, session !== null, here),
    gameTypes: gameTypeRow(category),
    vendors: vendorRow(vendorsOf(vendors, category), path, state),
    manufacturers: vendorsOf(vendors, category),
    classifies: classifiesOf(vendors, category),
    minBet: showsMinBet(category),
    thirdParty: thirdPartyBlock(vendors, category, path),
    page: {
      tiles: tilesOf(list.games, cdns, favourites),
      next: more
        ? {
            href: path + listSearch({ ...state, page: list.pageNum + 1, from: undefined }),
            fetchHref: path + listSearch({ ...state, page: list.pageNum + 1, from: list.pageNum + 1 }),
          }
        : null,
    },
  };
}

export default function GameCenterList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const d = loaderData;
  return (
    <div className="game-center">
      <ListHeader
        title={t("games.gameCenter")}
        action={d.path}
        query={d.query}
        chips={d.chips}
        filterId="filter-drawer"
      />
      <ListStrips categories={d.categories} gameTypes={d.gameTypes} vendors={d.vendors} />
      <FilterDrawer
        id="filter-drawer"
        action={d.path}
        query={d.query}
        manufacturers={d.manufacturers}
        classifies={d.classifies}
        showMinBet={d.minBet}
        gameTypes={d.path === GAME_LIST_PATH ? GAME_TYPES : undefined}
      />
      {d.thirdParty ? <ThirdPartyBlock groups={d.thirdParty} /> : null}
      <GameGrid
        key={location.pathname + listSearch({ ...d.query, page: 1 })}
        page={d.page}
        loggedIn={d.loggedIn}
        emptyText={t("games.empty")}
      />
    </div>
  );
}
