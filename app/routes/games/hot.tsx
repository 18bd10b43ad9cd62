import { useState } from "react";
import type { Route } from "./+types/hot";
import { requestContext, servicesContext } from "~/.server/context";
import { critical, optional } from "~/.server/loader-data";
import { filterByName } from "~/domain/games";
import { filterChips, listSearch } from "~/domain/games-query";
import { HOT_GAMES_PATH } from "~/domain/paths";
import { GameGrid } from "~/ui/games/game-grid";
import { ListHeader } from "~/ui/games/list-header";
import { favouriteSet, imageCdns, tilesOf } from "./games.server";
import { categoryStrip, listQueryOf } from "./list.server";
import { NavStrip } from "~/ui/games/nav-strip";
import "~/styles/games.css";
import { useT } from "~/ui/use-t";
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

/** /m/hot-games: the hot list (the backend leaves out LOTT and ELOTT); the name filter runs on the loaded list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await admit(handle, { request, context });
  const { backend, session } = context.get(requestContext);
  const services = context.get(servicesContext);
  const query = listQueryOf(new URL(request.url), (q) => listSearch({ gameName: q.gameName }));
  const gameName = query.gameName ?? "";
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
  const url = new URL(request.url);
  return {
    gameName,
    loggedIn: session !== null,
    // The centre list's strip, HOT current (issue 23 item 14).
    categories: categoryStrip(vendors, "HOT", { vassalage: [] }, session !== null, url.pathname + url.search),
    chips: filterChips({ page: 1, vassalage: [], gameName: gameName || undefined }),
    tiles: tilesOf(hot.list, cdns, favourites),
  };
}

export default function HotGames({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [name, setName] = useState(loaderData.gameName);
  const tiles = filterByName(loaderData.tiles, name);
  return (
    <div className="game-center">
      <ListHeader
        title={t("games.hotGames")}
        action={HOT_GAMES_PATH}
        query={{ gameName: loaderData.gameName }}
        chips={loaderData.chips}
        onName={setName}
      />
      <NavStrip
        label={t("games.categories")}
        links={loaderData.categories}
        labelOf={(l) => t(`games.category.${l.key}`, { defaultValue: l.key })}
      />
      <GameGrid
        key={name}
        page={{ tiles, next: null }}
        loggedIn={loaderData.loggedIn}
        emptyText={t("games.empty")}
      />
    </div>
  );
}
