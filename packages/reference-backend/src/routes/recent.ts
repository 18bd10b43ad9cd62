import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { notFound, sendValue } from "../envelope.ts";
import { intParam, optional, parse, vendorList } from "../params.ts";
import { GAME_TYPES } from "../seed/catalogue-data.ts";
import { requireMember } from "../store/sessions.ts";
import { recentPage, recordRecentGame } from "../store/recent.ts";

const listQuery = z.object({
  page: intParam(1, 1_000_000, 1),
  pageSize: intParam(1, 100, 30),
  gameType: optional(z.enum(GAME_TYPES)),
  vassalage: optional(vendorList),
  language: optional(z.string().max(10)),
  clientType: optional(z.string().max(5)),
});

const addQuery = z.object({ gameId: z.coerce.number().int().positive() });

/** GCS_recentGame and GCS_addRecentGame (mounted under /wps/relay); launches record too. */
export function recentRoutes(context: BackendContext): Router {
  const router = Router();

  router.get("/GCS_recentGame", (req, res) => {
    const member = requireMember(context, req);
    const { page, pageSize, gameType, vassalage } = parse(listQuery, req.query);
    const filter = { gameType: gameType ?? null, vendors: vassalage ?? null };
    sendValue(res, recentPage(context, member.id, filter, page, pageSize));
  });

  // A GET that writes, as the platform has it (spec §7 "Add recent game: GET").
  router.get("/GCS_addRecentGame", (req, res) => {
    const member = requireMember(context, req);
    const { gameId } = parse(addQuery, req.query);
    if (!context.sql("SELECT 1 FROM game WHERE game_id = ?").get(gameId)) throw notFound("game");
    recordRecentGame(context, member.id, gameId);
    sendValue(res, null);
  });

  return router;
}
