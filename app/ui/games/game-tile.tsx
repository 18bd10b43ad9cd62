import { useContext, useEffect, useRef } from "react";
import { preload } from "react-dom";
import { useLocation } from "react-router";
import type { GameTileView } from "~/domain/game-tile";
import { FavouriteHeart } from "./favourite-heart";
import { showArtwork } from "./show-artwork";
import { tileMarkup } from "./tile-markup";
import { useT } from "../use-t";
import { TrialViewer } from "./tile-viewer";

/**
 * A game: artwork, heart, name, Hot badge and the vendor's display name. Tapping launches through
 * the launch route (a plain link, so it works without JavaScript). One rendering for every visitor
 * (tile-markup.ts); a member's heart is a form with its own state, rendered beside it.
 */
export function GameTile({
  tile,
  loggedIn,
  eager = false,
  first = false,
}: {
  tile: GameTileView;
  loggedIn: boolean;
  eager?: boolean;
  /**
   * In the page's first row: its artwork is asked for in the head, ahead of the scripts, at high
   * priority. Behind a dozen scripts on the browser's six connections the first image of
   * /m/slot-games came at 3.1 s on a slow phone (decision 0053).
   */
  first?: boolean;
}) {
  const t = useT();
  if (first) preload(tile.icon, { as: "image", fetchPriority: "high" });
  const location = useLocation();
  const guestBack = loggedIn ? null : location.pathname + location.search;
  // A trial player's tiles of games without trial play lead to registration (tile-markup.ts).
  const trial = useContext(TrialViewer);
  const viewer = !loggedIn ? "guest" : trial ? "trial" : "member";
  const html = tileMarkup(tile, { t, eager: eager || first, guestBack, viewer });
  const article = useRef<HTMLElement>(null);
  // A lazy tile's artwork once the page has hydrated (or the tile was drawn by the browser).
  useEffect(() => {
    if (article.current) showArtwork(article.current);
  }, [html]);
  if (!loggedIn)
    return <article ref={article} className="game-tile" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <article ref={article} className="game-tile">
      {/* display: contents, so the link, vendor and badge are laid out as the article's own children. */}
      <div className="game-tile__body" dangerouslySetInnerHTML={{ __html: html }} />
      <FavouriteHeart tile={tile} />
    </article>
  );
}
