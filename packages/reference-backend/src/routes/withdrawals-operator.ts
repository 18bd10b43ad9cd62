import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { decideWithdrawal, writeWithdrawLimits } from "../store/withdrawals.ts";
import { idParam } from "./promotions.ts";

const cents = z.number().int().min(1).max(1_000_000_000);

/** Operators decide withdrawal orders and set the per-order limits (behind the operator token). */
export function withdrawalOperatorRoutes(context: BackendContext): Router {
  const router = Router();
  router.post("/withdrawals/:id/approve", (req, res) => {
    sendValue(res, decideWithdrawal(context, parse(idParam, req.params, "path").id, "approved"));
  });
  router.post("/withdrawals/:id/reject", (req, res) => {
    sendValue(res, decideWithdrawal(context, parse(idParam, req.params, "path").id, "rejected"));
  });
  router.post("/withdrawals/limits", (req, res) => {
    const body = parse(z.strictObject({ minCents: cents, maxCents: cents }), req.body, "body");
    sendValue(res, writeWithdrawLimits(context, body));
  });
  return router;
}
