import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useFetchers } from "react-router";
import type { GameTileView } from "~/domain/game-tile";
import { INFINITE_SCROLL } from "~/domain/games";
import { mayLoadMore, SCROLL_ROOT_MARGIN } from "~/domain/infinite-scroll";
import { GAME_LIST_LOADING } from "~/domain/loading-toast";
import { LoadingToastView } from "../loading-toast-view";
import { FAVOURITE_ACTION } from "./favourite-heart";
import { GameTile } from "./game-tile";
import { useT } from "../use-t";

/** One loaded stretch of a list and the way to the next: `href` keeps earlier pages (no JS), `fetchHref` asks only for the next. */
export type ListPage = { tiles: GameTileView[]; next: { href: string; fetchHref: string } | null };

/**
 * The first tiles load eagerly, the rest lazily: four rows of three fill a phone's first screen
 * (with six, Lighthouse found the largest image of /m/slot-games lazily loaded).
 */
const EAGER_TILES = 12;
/** The first row, whose artwork is asked for ahead of the page's scripts. */
const FIRST_ROW = 3;

/**
 * The game grid. Without JavaScript a "more" link reloads the page with the next page added; with
 * it the same link is watched and the next page is fetched and appended while scrolling.
 * Give it a `key` of the list's state so that a new filter starts from scratch.
 */
export function GameGrid({
  page,
  loggedIn,
  emptyText,
  favouritesOnly = false,
}: {
  page: ListPage;
  loggedIn: boolean;
  emptyText: string;
  /** The favourites list: a game whose heart is being turned off leaves it at once (games spec §5). */
  favouritesOnly?: boolean;
}) {
  const t = useT();
  const fetcher = useFetcher<{ page: ListPage }>();
  const [tiles, setTiles] = useState(page.tiles);
  const [next, setNext] = useState(page.next);
  const sentinel = useRef<HTMLAnchorElement>(null);
  const lastLoadAt = useRef<number | null>(null);

  // Revalidation (a heart elsewhere, a language change) brings new first tiles; a fetched page is
  // appended once. Both adjust state while rendering, React's pattern for state derived from props.
  const [shownPage, setShownPage] = useState(page);
  if (shownPage !== page) {
    setShownPage(page);
    setTiles(page.tiles);
    setNext(page.next);
  }
  const loaded = fetcher.data?.page;
  const [appended, setAppended] = useState<ListPage | undefined>(undefined);
  if (loaded && loaded !== appended) {
    setAppended(loaded);
    setTiles([...tiles, ...loaded.tiles.filter((t) => !tiles.some((c) => c.nodeId === t.nodeId))]);
    setNext(loaded.next);
  }

  // Removal updates the list first, then the server: a tile leaves while its removal is on its
  // way and while the page reloads its data; a failed removal brings it back.
  const removing = new Set(
    useFetchers()
      .filter((f) => f.formAction === FAVOURITE_ACTION && f.formData?.get("intent") === "remove")
      .map((f) => String(f.formData?.get("nodeId"))),
  );
  const shown = favouritesOnly ? tiles.filter((tile) => !removing.has(tile.nodeId)) : tiles;

  const busy = fetcher.state !== "idle";
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !next) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const tryLoad = () => {
      const now = Date.now();
      if (busy) return;
      if (!mayLoadMore(now, lastLoadAt.current, busy)) {
        // Still in view when the second is up: try again then (the observer will not fire again).
        retry = setTimeout(tryLoad, INFINITE_SCROLL.throttleMs - (now - (lastLoadAt.current ?? now)));
        return;
      }
      lastLoadAt.current = now;
      fetcher.load(next.fetchHref);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(retry);
        if (entries.some((e) => e.isIntersecting)) tryLoad();
      },
      { rootMargin: SCROLL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(retry);
    };
  }, [next, busy, fetcher]);

  if (shown.length === 0) return <p className="games-empty">{emptyText}</p>;
  return (
    <>
      <ul className="game-grid">
        {shown.map((tile, index) => (
          <li key={tile.nodeId}>
            <GameTile tile={tile} loggedIn={loggedIn} eager={index < EAGER_TILES} first={index < FIRST_ROW} />
          </li>
        ))}
      </ul>
      {/* games §9 "loading 2 s on game list": the next page on its way. */}
      {busy ? <LoadingToastView toast={GAME_LIST_LOADING} /> : null}
      {next ? (
        <Link ref={sentinel} to={next.href} className="games-more" preventScrollReset replace>
          {busy ? t("games.loadingMore") : t("games.more")}
        </Link>
      ) : null}
    </>
  );
}
