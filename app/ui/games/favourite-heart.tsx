import { useSyncExternalStore } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { loginHref, type GameTileView } from "~/domain/game-tile";
import { useT } from "../use-t";

const noSubscription = () => () => {};

export const FAVOURITE_ACTION = "/resources/favourite";

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.2 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.8 0 6 3.8 4.5 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * The heart of a tile: a form posting to the favourite resource route. Without JavaScript it
 * redirects back; with it the heart turns at once (optimistic) and the page data revalidates.
 * A guest's heart is a link to the login page (no fetcher: a page shows a hundred of them).
 */
export function FavouriteHeart({ tile, loggedIn }: { tile: GameTileView; loggedIn: boolean }) {
  return loggedIn ? <MemberHeart tile={tile} /> : <GuestHeart tile={tile} />;
}

function GuestHeart({ tile }: { tile: GameTileView }) {
  const t = useT();
  const location = useLocation();
  return (
    <Link
      to={loginHref(location.pathname + location.search)}
      className="heart"
      aria-label={t("games.addFavourite", { name: tile.name })}
    >
      <HeartIcon filled={false} />
    </Link>
  );
}

function MemberHeart({ tile }: { tile: GameTileView }) {
  const t = useT();
  const fetcher = useFetcher<{ favourite: boolean }>();
  const location = useLocation();
  // False in the server's HTML, true once hydrated: no setState needed.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const back = location.pathname + location.search;
  const pending = fetcher.formData?.get("intent");
  const favourite = pending ? pending === "add" : (fetcher.data?.favourite ?? tile.favourite);
  return (
    <fetcher.Form method="post" action={FAVOURITE_ACTION} className="heart-form">
      <input type="hidden" name="intent" value={favourite ? "remove" : "add"} />
      <input type="hidden" name="nodeId" value={tile.nodeId} />
      <input type="hidden" name="vendor" value={tile.vassalage} />
      <input type="hidden" name="gameType" value={tile.gameType} />
      <input type="hidden" name="redirectTo" value={back} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        className={favourite ? "heart heart--on" : "heart"}
        aria-pressed={favourite}
        aria-label={t(favourite ? "games.removeFavourite" : "games.addFavourite", { name: tile.name })}
      >
        <HeartIcon filled={favourite} />
      </button>
    </fetcher.Form>
  );
}
