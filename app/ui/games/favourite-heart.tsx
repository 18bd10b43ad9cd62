import { useFetcher, useLocation } from "react-router";
import type { GameTileView } from "~/domain/game-tile";
import { useT } from "../use-t";
import { useHydrated } from "../use-hydrated";

export const FAVOURITE_ACTION = "/resources/favourite";

/**
 * A member's heart on a tile: a form posting to the favourite resource route. Without JavaScript it
 * redirects back; with it the heart turns at once (optimistic) and the page data revalidates.
 * (A guest's heart is a link to login, in the tile's plain markup: tile-markup.ts.)
 */
export function FavouriteHeart({ tile }: { tile: GameTileView }) {
  const t = useT();
  const fetcher = useFetcher<{ favourite: boolean }>();
  const location = useLocation();
  // False in the server's HTML, true once hydrated: no setState needed.
  const hydrated = useHydrated();
  const back = location.pathname + location.search;
  const pending = fetcher.formData?.get("intent");
  const favourite = pending ? pending === "add" : (fetcher.data?.favourite ?? tile.favourite ?? false);
  return (
    <fetcher.Form method="post" action={FAVOURITE_ACTION} className="heart-form">
      <input type="hidden" name="intent" value={favourite ? "remove" : "add"} />
      <input type="hidden" name="nodeId" value={tile.nodeId} />
      <input type="hidden" name="vendor" value={tile.vassalage ?? ""} />
      <input type="hidden" name="gameType" value={tile.gameType ?? ""} />
      <input type="hidden" name="redirectTo" value={back} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        className={favourite ? "heart heart--on" : "heart"}
        aria-pressed={favourite}
        // Saving: the heart shows the new state before the server has stored it.
        aria-busy={fetcher.state !== "idle" || undefined}
        aria-label={t(favourite ? "games.removeFavourite" : "games.addFavourite", { name: tile.name })}
      />
    </fetcher.Form>
  );
}
