import type { BackendClient } from "~/.server/backend";
import type { BackendGame } from "~/.server/backend/schemas/games";
import { imageUrl } from "~/.server/images";
import type { Logger } from "~/.server/logger";
import { redirect } from "react-router";
import type { SessionRecord, SessionStore } from "~/.server/session";
import { gameTile, type GameTileView } from "~/domain/game-tile";
import { loginHref } from "~/domain/paths";
import { PAGE_SIZES } from "~/domain/games";

/** Tiles of backend games: artwork through our image path, hearts from the member's favourite ids. */
export function tilesOf(
  games: readonly BackendGame[],
  cdns: readonly string[],
  /** The member's favourite node ids; null for a guest, whose tiles carry no heart data. */
  favourites: ReadonlySet<string> | null,
): GameTileView[] {
  return games.map((g) => gameTile(g, imageUrl(g.iconUrl, cdns), favourites));
}

/** The member's favourite node ids (null for a guest); a failure only costs the hearts. */
export async function favouriteSet(
  backend: BackendClient,
  session: SessionRecord | null,
  logger: Logger,
  pageSize: number = PAGE_SIZES.favouriteIds,
): Promise<Set<string> | null> {
  if (!session) return null;
  try {
    return new Set(await backend.favouriteIds(pageSize));
  } catch (error) {
    logger.warn({ err: String(error) }, "favourite ids unavailable");
    return new Set();
  }
}

/** Image CDNs of the status (cached); none known means our own /cdn path. */
export async function imageCdns(services: {
  status: {
    get(): Promise<{ info: { imageCDNs: string[] } }>;
    peek(): { info: { imageCDNs: string[] } } | undefined;
  };
}) {
  try {
    return (await services.status.get()).info.imageCDNs;
  } catch {
    return services.status.peek()?.info.imageCDNs ?? [];
  }
}

/**
 * The platform says the session has ended: ours ends too (else the login page would send a visitor
 * who still holds our cookie straight back, in a loop) and the player logs in, then returns to `back`.
 */
export async function reloginRedirect(request: Request, sessions: SessionStore, back: string) {
  return redirect(loginHref(back), { headers: { "Set-Cookie": await sessions.destroy(request) } });
}
