import { Router, type Request } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { notLoggedIn, paramInvalid, sendValue } from "../envelope.ts";
import { optional, parse, siteAddress } from "../params.ts";
import { optionalMember } from "../store/sessions.ts";
import { recordRecentGame } from "../store/recent.ts";
import { checkLaunch, issueTicket, launchableGame, type PlayMode } from "../store/launch.ts";
import { tokenOf } from "../request.ts";
import { sendRefusalWithValue } from "./accounts-errors.ts";
import { refuseResponsibleLaunch } from "./responsible-refusal.ts";

const launchQuery = z.object({
  gameId: z.coerce.number().int().positive(),
  nodeId: z.string().regex(/^\d{1,12}$/),
  vassalage: optional(z.string().max(40)),
  launchMode: optional(z.string().max(10)),
  accountType: optional(z.string().max(5)),
  confirmTrans: optional(z.string().max(5)),
  platform: optional(z.string().max(20)),
  clientType: optional(z.string().max(5)),
  language: optional(z.string().max(10)),
  webView: optional(z.string().max(5)),
  lobbyUrl: optional(siteAddress),
});

/** The demo game page's address on this backend, as the caller reached it. */
const gameUrl = (req: Request, ticket: string) => `${req.protocol}://${req.get("host")}/play/${ticket}`;

/**
 * GET /wps/game/launchGame (members, real play) and GET /wps/relay/GCS_gameTrialLaunch (trial play,
 * guests too); both answer `value.content.game_url`, or the refusal that applies.
 */
export function launchRoutes(context: BackendContext): Router {
  const router = Router();

  const launch = (mode: PlayMode) => (req: Request, res: import("express").Response) => {
    const query = parse(launchQuery, req.query);
    const member = optionalMember(context, req);
    if (mode === "real" && !member) throw notLoggedIn();
    const game = launchableGame(context, query.gameId, query.nodeId);
    if (query.vassalage && query.vassalage !== game.vassalage)
      throw paramInvalid("vassalage: not the game's vendor");
    checkLaunch(context, game, mode, member);
    if (mode === "real" && member) refuseResponsibleLaunch(context.db, member.id, tokenOf(req) ?? "");
    const ticket = issueTicket(context, {
      gameId: game.gameId,
      mode,
      sessionToken: mode === "real" ? (tokenOf(req) ?? null) : null,
      lobbyUrl: query.lobbyUrl ?? "/m/home",
    });
    if (member) recordRecentGame(context, member.id, game.gameId);
    sendValue(res, { content: { game_url: gameUrl(req, ticket) } });
  };

  router.get("/game/launchGame", launch("real"));
  router.get("/relay/GCS_gameTrialLaunch", launch("trial"));
  router.use(sendRefusalWithValue);
  return router;
}
