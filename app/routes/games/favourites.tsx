import { useState } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/favourites";
import { requestContext, servicesContext } from "~/.server/context";
import { admit } from "~/.server/guards";
import { critical, optional } from "~/.server/loader-data";
import { favHotCategories, filterByName, hasMore, PAGE_SIZES } from "~/domain/games";
import { filterChips, GAME_TYPES, listSearch, pagesToLoad } from "~/domain/games-query";
import { FAV_GAMES_PATH } from "~/domain/paths";
import { GameGrid } from "~/ui/games/game-grid";
import { ListHeader } from "~/ui/games/list-header";
import { TypeFilter } from "~/ui/games/type-filter";
import { imageCdns, tilesOf } from "./games.server";
import { listQueryOf, ownListNav } from "./list.server";
import { FilterDrawer } from "~/ui/games/filter-drawer";
import { ListStrips } from "~/ui/games/nav-strip";
import "~/styles/games.css";
import "~/styles/game-lists.css";
import { useT } from "~/ui/use-t";
import { keepDataForUiParams } from "~/domain/ui-params";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "member",
  loginReason: "games.pleaseLogIn",
  title: "title.favGames",
  header: false,
  bottomMenu: false,
} satisfies PageHandle;

// The category filter of the favourites page (LOTT and ELOTT never show here).
const FAVOURITE_TYPES = favHotCategories([...GAME_TYPES]);

/** Opening the site menu from the list's header keeps the list: no new list data for that. */
export const shouldRevalidate = keepDataForUiParams;

/** /m/fav-games: the member's favourites, 15 a page; a guest goes to login with the 'please log in' toast. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const services = context.get(servicesContext);
  const q = listQueryOf(url);
  // A category the favourites never show is corrected like any bad value: all of them.
  if (q.gameType && !FAVOURITE_TYPES.includes(q.gameType))
    throw redirect(FAV_GAMES_PATH + listSearch({ ...q, gameType: undefined }));
  const [cdns, vendors, pages] = await critical(
    context,
    Promise.all([
      imageCdns(services),
      // Without vendor data the strip is empty; the games still show.
      optional(context, backend.vendorData(), null, "vendor data"),
      Promise.all(
        pagesToLoad(q).map((pageNo) => backend.favouriteGames(pageNo, PAGE_SIZES.favouritesPage, q)),
      ),
    ]),
  );
  const last = pages.at(-1)!;
  const state = { page: 1, vassalage: q.vassalage, gameType: q.gameType, gameName: q.gameName };
  const all = new Set(pages.flatMap((p) => p.content.map((g) => g.nodeId)));
  return {
    ...ownListNav(vendors, "FAV", state, true, url, FAVOURITE_TYPES),
    query: state,
    chips: filterChips(state, vendors?.display),
    types: FAVOURITE_TYPES,
    page: {
      // Every game here is a favourite; the name filter narrows what is loaded.
      tiles: filterByName(
        tilesOf(
          pages.flatMap((p) => p.content),
          cdns,
          all,
        ),
        q.gameName ?? "",
      ),
      next: hasMore(last.pageNum, last.totalPages)
        ? {
            href: FAV_GAMES_PATH + listSearch({ ...state, page: last.pageNum + 1 }),
            fetchHref:
              FAV_GAMES_PATH + listSearch({ ...state, page: last.pageNum + 1, from: last.pageNum + 1 }),
          }
        : null,
    },
  };
}

export default function FavouriteGames({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query } = loaderData;
  const [name, setName] = useState(query.gameName ?? "");
  const page = { ...loaderData.page, tiles: filterByName(loaderData.page.tiles, name) };
  return (
    <div className="game-center">
      <ListHeader
        title={t("games.favGames")}
        action={FAV_GAMES_PATH}
        query={query}
        chips={loaderData.chips}
        onName={setName}
        filterId="filter-drawer"
      />
      <ListStrips categories={loaderData.categories} vendors={loaderData.vendors} />
      <FilterDrawer
        id="filter-drawer"
        action={FAV_GAMES_PATH}
        query={query}
        manufacturers={loaderData.manufacturers}
        classifies={[]}
        showMinBet={false}
      />
      {/* Applying a category starts again at page 1 (no page field). */}
      <TypeFilter id="fav-type" action={FAV_GAMES_PATH} types={loaderData.types} current={query.gameType} />
      <GameGrid
        key={`${query.gameType ?? ""}:${query.vassalage.join(",")}:${name}`}
        page={page}
        loggedIn
        favouritesOnly
        emptyText={t("games.emptyFavourites")}
      />
    </div>
  );
}
