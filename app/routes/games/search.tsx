import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { Route } from "./+types/search";
import { requestContext, servicesContext } from "~/.server/context";
import { gameIndexOf } from "~/.server/game-search";
import { critical } from "~/.server/loader-data";
import { listSearch } from "~/domain/games-query";
import { SEARCH_INPUT_DEBOUNCE_MS } from "~/domain/games";
import { SEARCH_GAMES_PATH } from "~/domain/paths";
import { GameGrid } from "~/ui/games/game-grid";
import { ListHeader } from "~/ui/games/list-header";
import { favouriteSet, imageCdns, tilesOf } from "./games.server";
import { listQueryOf } from "./list.server";
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
  title: "title.searchGames",
  header: false,
  bottomMenu: false,
} satisfies PageHandle;

/** The best matches shown: four screens of tiles; a longer name narrows them. */
const RESULT_LIMIT = 60;

/** Opening the site menu from the list's header keeps the list: no new list data for that. */
export const shouldRevalidate = keepDataForUiParams;

/**
 * /m/search?gameName=: the whole catalogue searched by name, typos forgiven, best match first, in
 * the visitor's language and English (app/.server/game-search.ts). Without JavaScript it is a form;
 * with it, this loader is asked again 600 ms after typing stops (games §5), at once when emptied.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend, session } = context.get(requestContext);
  const services = context.get(servicesContext);
  const query = listQueryOf(url, (q) => listSearch({ gameName: q.gameName })).gameName ?? "";
  if (query === "") return { query, loggedIn: session !== null, tiles: [] };
  const [games, english, cdns, favourites] = await critical(
    context,
    Promise.all([
      backend.catalogue(),
      backend.catalogue("EN"),
      imageCdns(services),
      favouriteSet(backend, session, services.logger),
    ]),
  );
  const found = gameIndexOf(games, english).search(query, RESULT_LIMIT);
  return { query, loggedIn: session !== null, tiles: tilesOf(found, cdns, favourites) };
}

export default function SearchGames({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const fetcher = useFetcher<typeof loader>();
  // What the last search asked for, once it is answered; the page's own answer until then.
  const shown = fetcher.data ?? loaderData;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (name: string) => {
    clearTimeout(timer.current);
    const ask = () =>
      void fetcher.load(SEARCH_GAMES_PATH + listSearch({ gameName: name.trim() || undefined }));
    if (name.trim() === "") ask();
    else timer.current = setTimeout(ask, SEARCH_INPUT_DEBOUNCE_MS);
  };
  return (
    <div className="game-center">
      <ListHeader
        title={t("games.searchPage.title")}
        action={SEARCH_GAMES_PATH}
        query={{ gameName: loaderData.query }}
        chips={[]}
        onName={search}
      />
      <p className="games-search__status" role="status">
        {shown.query === ""
          ? t("games.searchPage.hint")
          : t("games.searchPage.found", { count: shown.tiles.length, query: shown.query })}
      </p>
      <GameGrid
        key={shown.query}
        page={{ tiles: shown.tiles, next: null }}
        loggedIn={shown.loggedIn}
        emptyText={t("games.searchPage.none")}
      />
    </div>
  );
}
