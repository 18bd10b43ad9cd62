import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { optional, parse } from "../params.ts";

type SportType = "sports" | "esports" | "cockfight";

// The SPORTS strip holds one vendor per sport type; each one's games are counted under its own type.
const SPORT_GAME_TYPE: Record<SportType, string> = {
  sports: "SPORTS",
  esports: "ESPORTS",
  cockfight: "COCKFIGHT",
};

interface StripRow {
  gameType: string;
  code: string;
  displayName: string;
  accountTypeName: string;
  sportType: SportType | null;
}

interface VendorEntry {
  vassalage: string;
  key: string;
  displayName: string;
  mobileLargeIcon: string;
  gameClassify: { key: string; displayName: string; gameCount: number }[];
  sportType?: SportType;
  gameId?: number;
  nodeId?: string;
  telGameId?: number;
  telNodeId?: string;
}

/** sorting / mapping / display, computed from the catalogue tables on each call (a few hundred rows). */
export function vendorData({ sql }: BackendContext) {
  const strips = sql(`SELECT vc.game_type AS gameType, v.code, v.display_name AS displayName,
      v.account_type_name AS accountTypeName, v.sport_type AS sportType
    FROM vendor_category vc JOIN vendor v ON v.code = vc.vendor_code JOIN game_category c ON c.game_type = vc.game_type
    ORDER BY c.sequence, vc.sequence`).all() as StripRow[];
  const counts = sql(`SELECT g.vassalage, g.game_type AS gameType, g.game_classify AS classify,
      c.display_name AS displayName, count(*) AS n
    FROM game g JOIN game_classify c ON c.code = g.game_classify
    WHERE g.listed = 1 GROUP BY g.vassalage, g.game_type, g.game_classify ORDER BY g.game_classify`).all() as {
    vassalage: string;
    gameType: string;
    classify: string;
    displayName: string;
    n: number;
  }[];
  const vendors = sql("SELECT code, display_name AS displayName FROM vendor ORDER BY code").all() as {
    code: string;
    displayName: string;
  }[];

  const sorting: {
    gameCategory: string;
    vendorNames: { accountTypeName: string; displayName: string; sportType?: SportType }[];
  }[] = [];
  const mapping: Record<string, VendorEntry[]> = {};
  for (const row of strips) {
    const isSports = row.gameType === "SPORTS" && row.sportType !== null;
    const sport = isSports ? { sportType: row.sportType! } : {};
    let category = sorting.at(-1);
    if (category?.gameCategory !== row.gameType) {
      category = { gameCategory: row.gameType, vendorNames: [] };
      sorting.push(category);
      mapping[row.gameType] = [];
    }
    category.vendorNames.push({
      accountTypeName: row.accountTypeName,
      displayName: row.displayName,
      ...sport,
    });
    const countedType = isSports ? SPORT_GAME_TYPE[row.sportType!] : row.gameType;
    mapping[row.gameType].push({
      vassalage: row.code,
      key: `${row.code}_${row.gameType}`,
      displayName: row.displayName,
      mobileLargeIcon: `/images/vendors/${row.accountTypeName}-COLOR.svg`,
      gameClassify: counts
        .filter((c) => c.vassalage === row.code && c.gameType === countedType)
        .map((c) => ({ key: c.classify, displayName: c.displayName, gameCount: c.n })),
      ...sport,
    });
  }

  // The sportsbook entry carries the ids to launch it for real and as a trial.
  const sportsbook = mapping.SPORTS?.[0];
  if (sportsbook) {
    const launchIds = (listed: 0 | 1) =>
      sql(`SELECT game_id AS gameId, node_id AS nodeId FROM game
        WHERE vassalage = ? AND game_type = 'SPORTS' AND listed = ? ${listed ? "" : "AND freeplay = 1"}
        ORDER BY sort_order, game_id LIMIT 1`).get(sportsbook.vassalage, listed) as
        { gameId: number; nodeId: string } | undefined;
    const real = launchIds(1);
    const trial = launchIds(0) ?? real;
    if (real && trial)
      Object.assign(sportsbook, { ...real, telGameId: trial.gameId, telNodeId: trial.nodeId });
  }

  return { sorting, mapping, display: Object.fromEntries(vendors.map((v) => [v.code, v.displayName])) };
}

const vendorQuery = z.object({ typeId: optional(z.coerce.number().int().positive()) });

/** GCSGAME_newGameVendor and GCSGAME_getVassGameType (mounted under /wps/relay): the same vendor data. */
export function vendorRoutes(context: BackendContext): Router {
  const router = Router();
  router.get("/GCSGAME_newGameVendor", (_req, res) => sendValue(res, vendorData(context)));
  router.get("/GCSGAME_getVassGameType", (req, res) => {
    parse(vendorQuery, req.query);
    sendValue(res, vendorData(context));
  });
  return router;
}
