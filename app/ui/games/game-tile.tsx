import { useLocation } from "react-router";
import { launchHref, type GameTileView } from "~/domain/game-tile";
import { FavouriteHeart } from "./favourite-heart";
import { guestTileMarkup, TILE_IMAGE_SIZE } from "./tile-markup";
import { useT } from "../use-t";

/**
 * A game: artwork, heart, name, Hot badge and the vendor's display name. Tapping launches through
 * the launch route (a plain link, so it works without JavaScript).
 */
export function GameTile({
  tile,
  loggedIn,
  eager = false,
}: {
  tile: GameTileView;
  loggedIn: boolean;
  eager?: boolean;
}) {
  const t = useT();
  const location = useLocation();
  if (!loggedIn) {
    // A guest's tile has no state: plain markup (the same elements as below, heart to login).
    const back = location.pathname + location.search;
    return (
      <article
        className="game-tile"
        dangerouslySetInnerHTML={{ __html: guestTileMarkup(tile, { t, back, eager }) }}
      />
    );
  }
  return (
    <article className="game-tile">
      {/* A document navigation: the launch answers a redirect to the game's own page. */}
      <a
        href={launchHref(tile)}
        className="game-tile__launch"
        aria-label={t("games.play", { name: tile.name })}
      >
        <img
          src={tile.icon}
          alt=""
          width={TILE_IMAGE_SIZE}
          height={TILE_IMAGE_SIZE}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
        <span className="game-tile__name">{tile.name}</span>
        <span className="game-tile__vendor">{tile.displayName}</span>
      </a>
      {tile.isHot ? <span className="game-tile__hot">{t("games.hot")}</span> : null}
      <FavouriteHeart tile={tile} />
    </article>
  );
}
