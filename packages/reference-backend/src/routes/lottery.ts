import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { intParam, optional, parse } from "../params.ts";
import { nearDraws, type Schedule } from "../lottery-draws.ts";
import { GAME_ICON_SQL } from "../store/catalogue.ts";

const PRIZE_MODES = ["Lott", "ZY", "Elott"] as const;
const REGION_NAMES = { NORTH: "Mien Bac", CENTRAL: "Mien Trung", SOUTH: "Mien Nam" } as const;

interface LotteryRow extends Schedule {
  gameId: number;
  gameName: string;
  prizeMode: string;
  iconUrl: string;
  menuId: number;
  region: keyof typeof REGION_NAMES | null;
  popularity: number;
}

const LOTTERY_SELECT = `SELECT g.game_id AS gameId, g.game_name AS gameName, g.game_code AS gameCode,
  l.prize_mode AS prizeMode, ${GAME_ICON_SQL} AS iconUrl, l.menu_id AS menuId,
  l.region, l.popularity, l.draw_interval_seconds AS intervalSeconds, l.draw_offset_seconds AS offsetSeconds,
  l.result_length AS resultLength
FROM lottery_game l JOIN game g ON g.game_id = l.game_id`;

const prizeModeQuery = z.object({ prizeMode: optional(z.enum(PRIZE_MODES)) });
const popularQuery = z.object({ count: intParam(1, 20, 6) });
const nearQuery = z.object({ gameCode: optional(z.string().max(40)) });

/** The public part of a lottery game, with its next draw time (ms since the epoch). */
function summary(row: LotteryRow, now: number) {
  const { gameId, gameName, gameCode, prizeMode, iconUrl } = row;
  return { gameId, gameName, gameCode, prizeMode, iconUrl, nextDrawTime: nearDraws(row, now).nextDrawTime };
}

/** /lgw/*: the lottery calls answer raw JSON, without the envelope, as on the real platform. */
export function lotteryRoutes({ sql }: BackendContext): Router {
  const router = Router();
  const all = () =>
    sql(`${LOTTERY_SELECT} ORDER BY l.menu_id, g.sort_order, g.game_id`).all() as LotteryRow[];

  router.get("/games", (req, res) => {
    // The platform's default prize mode is Elott.
    const { prizeMode = "Elott" } = parse(prizeModeQuery, req.query);
    const now = Date.now();
    res.json(
      all()
        .filter((g) => g.prizeMode === prizeMode)
        .map((g) => summary(g, now)),
    );
  });

  router.get("/games/game_menus", (req, res) => {
    const { prizeMode } = parse(prizeModeQuery, req.query);
    const menus = sql(
      "SELECT id, name, prize_mode AS prizeMode FROM lottery_menu ORDER BY sequence, id",
    ).all() as {
      id: number;
      name: string;
      prizeMode: string;
    }[];
    const games = all();
    const now = Date.now();
    res.json(
      menus
        .filter((m) => prizeMode === undefined || m.prizeMode === prizeMode)
        .map((m) => ({
          menuId: m.id,
          menuName: m.name,
          prizeMode: m.prizeMode,
          games: games.filter((g) => g.menuId === m.id).map((g) => summary(g, now)),
        })),
    );
  });

  router.get("/vn/games/game_menu", (_req, res) => {
    const games = all();
    const now = Date.now();
    res.json(
      Object.entries(REGION_NAMES).map(([region, regionName]) => ({
        region,
        regionName,
        games: games.filter((g) => g.region === region).map((g) => summary(g, now)),
      })),
    );
  });

  router.get("/games/popular", (req, res) => {
    const { count } = parse(popularQuery, req.query);
    const now = Date.now();
    res.json(
      all()
        .sort((a, b) => b.popularity - a.popularity || a.gameId - b.gameId)
        .slice(0, count)
        .map((g) => summary(g, now)),
    );
  });

  router.get("/numeros/near", (req, res) => {
    const { gameCode } = parse(nearQuery, req.query);
    const now = Date.now();
    res.json(
      all()
        .filter((g) => gameCode === undefined || g.gameCode === gameCode)
        .map((g) => ({ gameId: g.gameId, gameCode: g.gameCode, gameName: g.gameName, ...nearDraws(g, now) })),
    );
  });

  return router;
}
