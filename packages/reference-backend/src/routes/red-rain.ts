import { Router } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { sendValue } from "../envelope.ts";
import { intParam, optional, parse } from "../params.ts";
import { requireMember } from "../store/sessions.ts";
import { grabEnvelope, rainGrabs, rainSchedule } from "../store/red-rain.ts";
import { refuse, sendRefusalWithValue } from "./accounts-errors.ts";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const rangeQuery = z.object({
  startDate: optional(day),
  endDate: optional(day),
  page: intParam(1, 10_000, 1),
  size: intParam(1, 100, 20),
});
const rangeOf = (query: z.infer<typeof rangeQuery>) => {
  const start = query.startDate ?? new Date().toISOString().slice(0, 10);
  const end = query.endDate ?? start;
  if (end < start) throw refuse(400, "param.invalid", "endDate: before startDate");
  return { start, end };
};

// Built once, not per request (zod compiles each schema's parser on its first use).
const rainIdParam = z.coerce.number().int().positive();
const grabBody = z.object({ idempotencyKey: z.string().min(8).max(64) });

/** Red-envelope rain, mounted under /wps/redrain: the schedule, the member's grabs, a grab. */
export function redRainRoutes(context: BackendContext): Router {
  const router = Router();

  router.get("/", (req, res) => {
    const member = requireMember(context, req);
    const range = rangeOf(parse(rangeQuery, req.query));
    sendValue(res, rainSchedule(context, member.id, range, new Date().toISOString()));
  });

  router.get("/grabs", (req, res) => {
    const member = requireMember(context, req);
    const query = parse(rangeQuery, req.query);
    sendValue(res, rainGrabs(context, member.id, rangeOf(query), query));
  });

  /** Grabs the next envelope of a live rain; the same idempotency key again credits nothing. */
  router.post("/:id/grab", (req, res) => {
    const member = requireMember(context, req);
    const rainId = parse(rainIdParam, req.params.id, "id");
    const body = parse(grabBody, req.body, "body");
    const result = grabEnvelope(context, member.id, rainId, body.idempotencyKey, new Date().toISOString());
    if (!result.ok)
      throw result.reason === "unknown"
        ? refuse(404, "redrain.unknown", `no rain ${rainId}`)
        : refuse(
            409,
            `redrain.${result.reason}`,
            result.reason === "used_up" ? "no envelopes left" : "not raining",
          );
    const { ok: _ok, ...answer } = result;
    sendValue(res, answer);
  });

  router.use(sendRefusalWithValue);
  return router;
}
