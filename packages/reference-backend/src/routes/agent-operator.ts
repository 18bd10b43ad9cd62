import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { ApiError, notFound, paramInvalid, sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { CONTRACT_KINDS, offerContract } from "../store/agent-contracts.ts";
import { settleDividendPeriod, settleRebateDay } from "../store/agent-settlement.ts";
import { scheduleRain } from "../store/red-rain.ts";

const offerBody = z.strictObject({
  account: z.string().min(1).max(64),
  kind: z.enum(CONTRACT_KINDS),
  /** Tiers in currency units and percent: from `threshold` of team figures on, `rate` percent. */
  tiers: z
    .array(z.strictObject({ threshold: z.number().min(0), rate: z.number().min(0).max(100) }))
    .min(1)
    .max(10),
});

/** A real calendar day "YYYY-MM-DD" (2026-02-30 is not one). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "not a calendar day");
const settlementBody = z.strictObject({ kind: z.enum(["rebate", "dividend"]), day });

/** An instant with its offset, stored as the seed's are (UTC ISO), so rains compare as strings. */
const instant = z.iso.datetime({ offset: true }).transform((at) => new Date(at).toISOString());
const rainBody = z.strictObject({
  startsAt: instant,
  endsAt: instant,
  totalCents: z.number().int().positive().max(100_000_000),
  count: z.number().int().positive().max(10_000),
});

/** Operator endpoints of the agent area: contracts, settlements of rebates and dividends, red-envelope rains. */
export function agentOperatorRoutes(context: BackendContext): Router {
  const router = Router();

  /** POST /operator/agent/contracts: offers an agent a contract (the contract check then offers its page). */
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

  /**
   * POST /operator/agent/settlements: pays every agent the team rebate of a day, or the dividend of
   * the half-month period holding the day; once per agent and period however often it is called.
   */
  router.post("/agent/settlements", (req, res) => {
    const body = parse(settlementBody, req.body, "body");
    const today = new Date().toISOString().slice(0, 10);
    const settle = body.kind === "rebate" ? settleRebateDay : settleDividendPeriod;
    const result = settle(context, body.day, today);
    if (!result.ok)
      throw new ApiError(
        409,
        "settlement.period.open",
        `${result.period.start}..${result.period.end} is not over yet (today is ${today})`,
      );
    const { ok: _ok, ...answer } = result;
    sendValue(res, answer);
  });

  /**
   * POST /operator/agent/red-rains: schedules a rain of `totalCents` in `count` envelopes between
   * `startsAt` and `endsAt`; each member grabs one.
   */
  router.post("/agent/red-rains", (req, res) => {
    const plan = parse(rainBody, req.body, "body");
    if (plan.endsAt <= plan.startsAt) throw paramInvalid("endsAt: not after startsAt");
    if (plan.endsAt <= new Date().toISOString()) throw paramInvalid("endsAt: already past");
    if (plan.totalCents % plan.count !== 0)
      throw paramInvalid("totalCents: does not split into count envelopes of whole cents");
    sendValue(res, scheduleRain(context, plan));
  });
  return router;
}
