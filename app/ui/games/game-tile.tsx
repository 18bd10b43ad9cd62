import { launchHref, type GameTileView } from "~/domain/game-tile";
import { FavouriteHeart } from "./favourite-heart";
import { useT } from "../use-t";

/** Tile artwork is square; fixed attributes keep the grid from shifting while images load. */
export const TILE_IMAGE_SIZE = 200;

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
      <FavouriteHeart tile={tile} loggedIn={loggedIn} />
    </article>
  );
}
