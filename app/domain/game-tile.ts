// What a game tile shows and where tapping it leads (games spec §2 "Game tile").
import { gameTileName, isHotGame } from "./games";
import { realPlayOnly, trialRefusalHref, type TileViewer } from "./trial-refusal";

export type GameTileView = {
  gameId: string;
  nodeId: string;
  name: string;
  displayName: string;
  icon: string;
  isHot: boolean;
  freeplay: boolean;
} & Partial<TileHeart>;

/**
 * What a member's heart posts and shows. A guest's tile goes without (its heart leads to login):
 * a home page carries about a hundred tiles, and these fields were a tenth of its HTML.
 */
type TileHeart = { vassalage: string; gameType: string; favourite: boolean };

export const LAUNCH_PATH = "/m/launch";

type TileSource = {
  gameId: string;
  nodeId: string;
  gameName: string;
  nodeName: string;
  displayName: string;
  vassalage: string;
  gameType: string;
  isHot: number;
  freeplay: boolean;
};

/** A tile; `favourites` is the member's favourite node ids, null for a guest (no heart data). */
export function gameTile(
  game: TileSource,
  icon: string,
  favourites: ReadonlySet<string> | null,
): GameTileView {
  const tile = {
    gameId: game.gameId,
    nodeId: game.nodeId,
    name: gameTileName(game),
    displayName: game.displayName,
    icon,
    isHot: isHotGame(game),
    freeplay: game.freeplay,
  };
  if (!favourites) return tile;
  return {
    ...tile,
    vassalage: game.vassalage,
    gameType: game.gameType,
    favourite: favourites.has(game.nodeId),
  };
}

/** The launch route of a tile; `freeplay` only decides whether a guest gets a trial or the login page. */
export function launchHref(tile: Pick<GameTileView, "gameId" | "nodeId" | "freeplay">): string {
  const query = new URLSearchParams({ gameId: tile.gameId, nodeId: tile.nodeId });
  if (tile.freeplay) query.set("freeplay", "1");
  return `${LAUNCH_PATH}?${query.toString()}`;
}

/**
 * Where tapping a tile leads this viewer: the launch route, or for a trial player on a game without
 * trial play registration, which says why (a launch could only answer "no trial play").
 */
export function tileHref(
  tile: Pick<GameTileView, "gameId" | "nodeId" | "freeplay">,
  viewer: TileViewer,
): string {
  return realPlayOnly(tile.freeplay, viewer) ? trialRefusalHref("realGame") : launchHref(tile);
}

// The login rule lives with the other paths; tiles and the games area import it from here too.
export { loginHref } from "./paths";
