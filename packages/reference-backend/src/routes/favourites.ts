import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { notFound, sendValue } from "../envelope.ts";
import { intParam, optional, parse, vendorList } from "../params.ts";
import { GAME_TYPES } from "../seed/catalogue-data.ts";
import { requireMember } from "../store/sessions.ts";
import {
  addFavourite,
  favouriteIds,
  favouritePage,
  gameOfNode,
  removeFavourite,
} from "../store/favourites.ts";

const listQuery = z.object({
  pageNo: intParam(1, 1_000_000, 1),
  pageSize: intParam(1, 100, 15),
  gameType: optional(z.enum(GAME_TYPES)),
  vassalage: optional(vendorList),
  language: optional(z.string().max(10)),
  token: optional(z.string().max(200)),
});

// Up to 999: the favourites page asks for every id at once.
const idsQuery = z.object({ pageNo: intParam(1, 1_000_000, 1), pageSize: intParam(1, 999, 100) });

const favouriteBody = z.object({
  nodeId: z.string().regex(/^\d{1,12}$/),
  vendor: z.string().regex(/^[A-Za-z0-9_]{1,40}$/),
  gameType: z.enum(GAME_TYPES).optional(),
});

/** MCSFE_* favourite calls (mounted under /wps/relay); all need a session. */
export function favouriteRoutes(context: BackendContext): Router {
  const router = Router();

  router.get("/MCSFE_getFavoriteGamesList", (req, res) => {
    const member = requireMember(context, req);
    const { pageNo, pageSize, gameType, vassalage } = parse(listQuery, req.query);
    const filter = { gameType: gameType ?? null, vendors: vassalage ?? null };
    sendValue(res, favouritePage(context, member.id, filter, pageNo, pageSize));
  });

  router.get("/MCSFE_getFavoriteGames", (req, res) => {
    const member = requireMember(context, req);
    const { pageNo, pageSize } = parse(idsQuery, req.query);
    sendValue(res, favouriteIds(context, member.id, pageNo, pageSize));
  });

  router.post("/MCSFE_addFavoriteGameV2", (req, res) => {
    const member = requireMember(context, req);
    const { nodeId, vendor } = parse(favouriteBody, req.body, "body");
    if (!gameOfNode(context, nodeId, vendor)) throw notFound("game");
    addFavourite(context, member.id, nodeId);
    sendValue(res, null);
  });

  router.delete("/MCSFE_removeFavoriteGameV2", (req, res) => {
    const member = requireMember(context, req);
    const { nodeId } = parse(favouriteBody, req.body, "body");
    removeFavourite(context, member.id, nodeId);
    sendValue(res, null);
  });

  return router;
}
