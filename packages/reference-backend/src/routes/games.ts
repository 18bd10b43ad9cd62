import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { intParam, optional, parse, vendorList } from "../params.ts";
import { GAME_TYPES } from "../seed/catalogue-data.ts";
import { GAME_ICON_SQL, listGames, pageGames } from "../store/catalogue.ts";

const gameListQuery = z.object({
  gameName: optional(z.string().max(100)),
  gameType: optional(z.enum(GAME_TYPES)),
  pageNo: intParam(1, 1_000_000, 1),
  pageSize: intParam(1, 100, 30),
  vassalage: optional(vendorList),
  gameClassify: optional(z.enum(["JP", "SC", "VP", "TG", "AC"])),
  minBet: optional(z.coerce.number().positive()),
  minLine: optional(z.coerce.number().int().positive()),
  isNew: optional(z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true")),
  // Accepted and not used: names differ by language only on a real platform.
  language: optional(z.string().max(10)),
  platform: optional(z.string().max(20)),
});

const hotGamesQuery = z.object({
  gameName: optional(z.string().max(100)),
  language: optional(z.string().max(10)),
  platform: optional(z.string().max(20)),
  isPlatform: optional(z.string().max(5)),
});

const winnerBoardQuery = z.object({
  gameCategory: optional(z.enum(["ALL", ...GAME_TYPES])),
  limitNum: intParam(1, 50, 20),
  language: optional(z.string().max(10)),
});

// The hot and favourites pages never show lottery games.
const NOT_HOT_TYPES = ["LOTT", "ELOTT"];

/** GCSGAME_gameList, GCSGAME_hotGamesV2, ODSFE2_getWinnerBoard (mounted under /wps/relay). */
export function gameRoutes(context: BackendContext): Router {
  const router = Router();

  router.get("/GCSGAME_gameList", (req, res) => {
    const { pageNo, pageSize, ...filter } = parse(gameListQuery, req.query);
    const { games, total } = pageGames(context, filter, pageNo, pageSize);
    sendValue(res, { games, pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total });
  });

  router.get("/GCSGAME_hotGamesV2", (req, res) => {
    const { gameName } = parse(hotGamesQuery, req.query);
    sendValue(res, { list: listGames(context, { gameName, hotOnly: true, excludeTypes: NOT_HOT_TYPES }) });
  });

  router.get("/ODSFE2_getWinnerBoard", (req, res) => {
    const { gameCategory, limitNum } = parse(winnerBoardQuery, req.query);
    const type = gameCategory === undefined || gameCategory === "ALL" ? null : gameCategory;
    const rows = context
      .sql(
        `SELECT g.game_name AS gameName, w.customer_name AS customerName, w.win_amount AS winAmount,
          w.game_time AS gameTime, ${GAME_ICON_SQL} AS iconUrl
        FROM winner w JOIN game g ON g.game_id = w.game_id
        WHERE @type IS NULL OR g.game_type = @type
        ORDER BY w.win_amount DESC, w.id LIMIT @limit`,
      )
      .all({ type, limit: limitNum });
    sendValue(res, { list: rows.map((vo) => ({ vo })) });
  });

  return router;
}
