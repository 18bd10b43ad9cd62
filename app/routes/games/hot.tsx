import { useState } from "react";
import type { Route } from "./+types/hot";
import { requestContext, servicesContext } from "~/.server/context";
import { critical, optional } from "~/.server/loader-data";
import { favHotCategories, filterByName, filterByVendors } from "~/domain/games";
import { filterChips, GAME_TYPES, listSearch } from "~/domain/games-query";
import { HOT_GAMES_PATH } from "~/domain/paths";
import { GameGrid } from "~/ui/games/game-grid";
import { ListHeader } from "~/ui/games/list-header";
import { favouriteSet, imageCdns, tilesOf } from "./games.server";
import { listQueryOf, ownListNav } from "./list.server";
import { FilterDrawer } from "~/ui/games/filter-drawer";
import { ListStrips } from "~/ui/games/nav-strip";
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
  title: "title.hotGames",
  header: false,
  bottomMenu: false,
} satisfies PageHandle;

// The game types whose vendors the filter offers (the hot list never has LOTT and ELOTT).
const HOT_TYPES = favHotCategories([...GAME_TYPES]);

/** Opening the site menu from the list's header keeps the list: no new list data for that. */
export const shouldRevalidate = keepDataForUiParams;

/**
 * /m/hot-games: the hot list (the backend leaves out LOTT and ELOTT), in one piece; the vendor and
 * name filters run on it here, and the name filter again on the phone while typing.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend, session } = context.get(requestContext);
  const services = context.get(servicesContext);
  const query = listQueryOf(url, (q) => listSearch({ vassalage: q.vassalage, gameName: q.gameName }));
  const gameName = query.gameName ?? "";
  // The hot list has no game type, page or bet filters: only vendors and a name.
  const state = { page: 1, vassalage: query.vassalage, gameName: gameName || undefined };
  const [hot, cdns, favourites, vendors] = await critical(
    context,
    Promise.all([
      backend.hotGames(),
      imageCdns(services),
      favouriteSet(backend, session, services.logger),
      // Without vendor data the strip is empty; the games still show.
      optional(context, backend.vendorData(), null, "vendor data"),
    ]),
  );
  return {
    query: state,
    loggedIn: session !== null,
    ...ownListNav(vendors, "HOT", state, session !== null, url, HOT_TYPES),
    chips: filterChips(state, vendors?.display),
    tiles: tilesOf(filterByVendors(hot.list, state.vassalage), cdns, favourites),
  };
}

export default function HotGames({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const d = loaderData;
  const [name, setName] = useState(d.query.gameName ?? "");
  const tiles = filterByName(d.tiles, name);
  return (
    <div className="game-center">
      <ListHeader
        title={t("games.hotGames")}
        action={HOT_GAMES_PATH}
        query={d.query}
        chips={d.chips}
        onName={setName}
        filterId="filter-drawer"
      />
      <ListStrips categories={d.categories} vendors={d.vendors} />
      <FilterDrawer
        id="filter-drawer"
        action={HOT_GAMES_PATH}
        query={d.query}
        manufacturers={d.manufacturers}
        classifies={[]}
        showMinBet={false}
      />
      <GameGrid
        key={`${d.query.vassalage.join(",")}:${name}`}
        page={{ tiles, next: null }}
        loggedIn={d.loggedIn}
        emptyText={t("games.empty")}
      />
    </div>
  );
}
