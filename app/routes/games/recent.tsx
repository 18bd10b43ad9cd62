import { useState } from "react";
import type { Route } from "./+types/recent";
import { requestContext, servicesContext } from "~/.server/context";
import { admit } from "~/.server/guards";
import { critical, optional } from "~/.server/loader-data";
import { filterByName, listDataType, PAGE_SIZES, recentNextPage } from "~/domain/games";
import { filterChips, GAME_TYPES, listSearch, pagesToLoad } from "~/domain/games-query";
import { RECENT_GAMES_PATH } from "~/domain/paths";
import { GameGrid } from "~/ui/games/game-grid";
import { ListHeader } from "~/ui/games/list-header";
import { TypeFilter } from "~/ui/games/type-filter";
import { favouriteSet, imageCdns, tilesOf } from "./games.server";
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
  title: "title.recentGames",
  header: false,
  bottomMenu: false,
} satisfies PageHandle;

/** Opening the site menu from the list's header keeps the list: no new list data for that. */
export const shouldRevalidate = keepDataForUiParams;

/**
 * /m/recent-games: the games the member launched, most recent first, 15 a page; a guest goes to
 * login with the 'please log in' toast, as on the favourites page.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend, session } = context.get(requestContext);
  const services = context.get(servicesContext);
  const q = listQueryOf(url);
  const pages = pagesToLoad(q);
  const [cdns, vendors, favourites, answers] = await critical(
    context,
    Promise.all([
      imageCdns(services),
      // Without vendor data the strip is empty; the games still show.
      optional(context, backend.vendorData(), null, "vendor data"),
      favouriteSet(backend, session, services.logger),
      Promise.all(pages.map((page) => backend.recentGames(page, PAGE_SIZES.recentPage, q))),
    ]),
  );
  const next = recentNextPage(q.page, answers.at(-1)?.totalPages ?? 0);
  const state = { page: 1, vassalage: q.vassalage, gameType: q.gameType, gameName: q.gameName };
  return {
    ...ownListNav(vendors, "RECENT", state, session !== null, url, GAME_TYPES),
    query: state,
    chips: filterChips(state, vendors?.display),
    types: GAME_TYPES,
    page: {
      tiles: filterByName(
        tilesOf(
          answers.flatMap((a) => a.list),
          cdns,
          favourites,
        ),
        q.gameName ?? "",
      ),
      next:
        next === null
          ? null
          : {
              href: RECENT_GAMES_PATH + listSearch({ ...state, page: next }),
              fetchHref: RECENT_GAMES_PATH + listSearch({ ...state, page: next, from: next }),
            },
    },
  };
}

export default function RecentGames({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query } = loaderData;
  const [name, setName] = useState(query.gameName ?? "");
  const page = { ...loaderData.page, tiles: filterByName(loaderData.page.tiles, name) };
  // A name narrows the list into a filter: its empty state then says nothing matched.
  const filtered = listDataType({ gameName: name }, "recent") === "filter";
  return (
    <div className="game-center">
      <ListHeader
        title={t("games.recentGames")}
        action={RECENT_GAMES_PATH}
        query={query}
        chips={loaderData.chips}
        onName={setName}
        filterId="filter-drawer"
      />
      <ListStrips categories={loaderData.categories} vendors={loaderData.vendors} />
      <FilterDrawer
        id="filter-drawer"
        action={RECENT_GAMES_PATH}
        query={query}
        manufacturers={loaderData.manufacturers}
        classifies={[]}
        showMinBet={false}
      />
      <TypeFilter
        id="recent-type"
        action={RECENT_GAMES_PATH}
        types={loaderData.types}
        current={query.gameType}
      />
      <GameGrid
        key={`${query.gameType ?? ""}:${query.vassalage.join(",")}:${name}`}
        page={page}
        loggedIn
        emptyText={t(filtered ? "games.empty" : "games.emptyRecent")}
      />
    </div>
  );
}
