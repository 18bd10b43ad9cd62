import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { notFound, sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { CONTRACT_KINDS, offerContract } from "../store/agent-contracts.ts";

const offerBody = z.strictObject({
  account: z.string().min(1).max(64),
  kind: z.enum(CONTRACT_KINDS),
  /** Tiers in currency units and percent: from `threshold` of team figures on, `rate` percent. */
  tiers: z
    .array(z.strictObject({ threshold: z.number().min(0), rate: z.number().min(0).max(100) }))
    .min(1)
    .max(10),
});

/** POST /operator/agent/contracts: an operator offers an agent a contract (the contract check then offers its page). */
export function agentOperatorRoutes(context: BackendContext): Router {
  const router = Router();
  router.post("/agent/contracts", (req, res) => {
    const body = parse(offerBody, req.body, "body");
    const member = context.sql("SELECT id FROM members WHERE account = ?").get(body.account) as
      { id: number } | undefined;
    if (!member) throw notFound(`member ${body.account}`);
    const id = offerContract(
      context,
      member.id,
      body.kind,
      body.tiers.map((t) => ({
        thresholdCents: Math.round(t.threshold * 100),
        ratePermille: Math.round(t.rate * 10),
      })),
    );
    sendValue(res, { offerId: id });
  });
  return router;
}
