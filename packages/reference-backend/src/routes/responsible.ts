import { Router, type Request } from "express";
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { notLoggedIn, sendValue } from "../envelope.ts";
import { parse } from "../params.ts";
import { tokenOf } from "../request.ts";
import { requireMember } from "../store/sessions.ts";
import {
  acknowledgeRealityCheck,
  depositedCents,
  exclusionOf,
  limitsOf,
  lossCents,
  realityCheck,
  realityCheckMinutesOf,
  setLimit,
  setRealityCheckMinutes,
  takeExclusion,
} from "../store/responsible.ts";
import {
  BREAKS,
  breakEnd,
  EXCLUSION_MONTHS,
  exclusionEnd,
  LIMIT_NAMES,
  REALITY_CHECK_MINUTES,
  type BreakLength,
} from "../rules/responsible.ts";
import { sendRefusalWithValue } from "./accounts-errors.ts";

const limitBody = z.object({
  name: z.enum(LIMIT_NAMES),
  // Cents for deposit and loss limits, minutes for the session; null removes the limit.
  value: z.number().int().min(0).max(1_000_000_000).nullable(),
});
const realityBody = z.object({
  minutes: z
    .number()
    .int()
    .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), "not an offered interval")
    .nullable(),
});
const exclusionBody = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("break"),
    length: z.enum(Object.keys(BREAKS) as [BreakLength, ...BreakLength[]]),
  }),
  z.object({
    kind: z.literal("selfExclusion"),
    months: z
      .number()
      .int()
      .refine((m) => (EXCLUSION_MONTHS as readonly number[]).includes(m), "not an offered length"),
  }),
]);

/**
 * Responsible gambling (docs/backend-api.md "Responsible gambling"), under /wps, members only:
 * read and set limits, the reality-check interval, a break or self-exclusion, and the session's
 * reality check.
 */
export function responsibleRoutes(context: BackendContext): Router {
  const router = Router();
  const { db } = context;

  const overview = (memberId: number, now: number) => ({
    limits: limitsOf(db, memberId, now),
    realityCheckMinutes: realityCheckMinutesOf(db, memberId),
    exclusion: exclusionOf(db, memberId, now),
    deposited: depositedCents(db, memberId, now),
    lost: lossCents(db, memberId, now),
  });

  router.get("/responsible", (req, res) => {
    const member = requireMember(context, req);
    sendValue(res, overview(member.id, Date.now()));
  });

  router.post("/responsible/limits", (req, res) => {
    const member = requireMember(context, req);
    const body = parse(limitBody, req.body, "body");
    const now = Date.now();
    setLimit(db, member.id, body.name, body.value, now);
    sendValue(res, overview(member.id, now));
  });

  router.post("/responsible/reality-check", (req, res) => {
    const member = requireMember(context, req);
    const body = parse(realityBody, req.body, "body");
    setRealityCheckMinutes(db, member.id, body.minutes);
    sendValue(res, overview(member.id, Date.now()));
  });

  /** Takes effect at once and ends the member's sessions (this one too). */
  router.post("/responsible/exclusion", (req, res) => {
    const member = requireMember(context, req);
    const body = parse(exclusionBody, req.body, "body");
    const now = Date.now();
    const until = body.kind === "break" ? breakEnd(body.length, now) : exclusionEnd(body.months, now);
    sendValue(res, takeExclusion(db, member.id, { kind: body.kind, until }, now));
  });

  const sessionToken = (req: Request) => {
    requireMember(context, req);
    const token = tokenOf(req);
    if (!token) throw notLoggedIn();
    return token;
  };

  router.get("/responsible/reality", (req, res) => {
    sendValue(res, realityCheck(db, sessionToken(req), Date.now()));
  });

  router.post("/responsible/reality/acknowledge", (req, res) => {
    const token = sessionToken(req);
    const now = Date.now();
    acknowledgeRealityCheck(db, token, now);
    sendValue(res, realityCheck(db, token, now));
  });

  router.use(sendRefusalWithValue);
  return router;
}
