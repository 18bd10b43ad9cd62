import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { notFound, sendValue } from "../envelope.ts";
import { intParam, optional, parse, vendorList } from "../params.ts";
import { GAME_SELECT, type Game } from "../store/catalogue.ts";

const listQuery = z.object({
  vassalage: optional(vendorList),
  pageSize: intParam(1, 50, 20),
  language: optional(z.string().max(10)),
});
const modelParam = z.object({ id: z.coerce.number().int().positive() });
const airBody = z.strictObject({
  onAir: z.boolean(),
  viewers: z.number().int().min(0).max(1_000_000).optional(),
});

type ModelRow = { modelId: number; modelName: string; onAir: 0 | 1; viewers: number };

/**
 * GET /wps/relay/CBS_liveModelList (CBS3): the hosts of live tables, on air first (most watched
 * first), each with the table it streams from; a table whose game is unlisted is left out.
 */
export function liveModelRoutes(context: BackendContext): Router {
  const router = Router();
  router.get("/CBS_liveModelList", (req, res) => {
    const { vassalage, pageSize } = parse(listQuery, req.query);
    // One query: each host with their table's game columns (GAME_SELECT's) beside.
    const rows = context
      .sql(
        `${GAME_SELECT.replace(/^SELECT /, "SELECT m.id AS modelId, m.name AS modelName, m.on_air AS onAir, m.viewers AS viewers, ")}
         JOIN live_model m ON m.game_id = g.game_id
         WHERE g.listed = 1 AND (@vendors IS NULL OR g.vassalage IN (SELECT value FROM json_each(@vendors)))
         ORDER BY m.on_air DESC, m.viewers DESC, m.sort_order LIMIT @limit`,
      )
      .all({ vendors: vassalage ? JSON.stringify(vassalage) : null, limit: pageSize }) as (ModelRow & Game)[];
    sendValue(
      res,
      rows.map(({ modelId, modelName, onAir, viewers, ...game }) => ({
        modelId,
        name: modelName,
        onAir: onAir === 1,
        viewers,
        game,
      })),
    );
  });
  return router;
}

/** POST /operator/liveModels/:id: the studio puts a host on or off air (behind the operator token). */
export function liveModelOperatorRoutes(context: BackendContext): Router {
  const router = Router();
  router.post("/liveModels/:id", (req, res) => {
    const { id } = parse(modelParam, req.params, "path");
    const { onAir, viewers } = parse(airBody, req.body, "body");
    const changed = context
      .sql("UPDATE live_model SET on_air = ?, viewers = ? WHERE id = ?")
      .run(onAir ? 1 : 0, onAir ? (viewers ?? 0) : 0, id);
    if (changed.changes === 0) throw notFound("live model");
    sendValue(res, { id, onAir, viewers: onAir ? (viewers ?? 0) : 0 });
  });
  return router;
}
