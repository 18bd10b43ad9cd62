import { z } from "~/domain/zod";
import { LIMIT_NAMES, PERIODS } from "~/domain/responsible";

const setting = z.object({
  value: z.number().nullable(),
  pending: z.object({ value: z.number().nullable(), effectiveAt: z.number() }).nullable(),
});
const perPeriod = z.object(
  Object.fromEntries(PERIODS.map((p) => [p, z.number()])) as Record<(typeof PERIODS)[number], z.ZodNumber>,
);

/** GET /wps/responsible (and the answer of each setting call): the member's limits, check and exclusion. */
export const responsibleOverview = z.object({
  limits: z.object(
    Object.fromEntries(LIMIT_NAMES.map((name) => [name, setting])) as Record<
      (typeof LIMIT_NAMES)[number],
      typeof setting
    >,
  ),
  realityCheckMinutes: z.number().nullable(),
  exclusion: z.object({ kind: z.enum(["break", "selfExclusion"]), until: z.number() }).nullable(),
  deposited: perPeriod,
  lost: perPeriod,
});
export type ResponsibleOverview = z.infer<typeof responsibleOverview>;

/** POST /wps/responsible/exclusion: the break or self-exclusion now in force. */
export const exclusion = z.object({ kind: z.enum(["break", "selfExclusion"]), until: z.number() });

/** GET /wps/responsible/reality: time played and net result since login, and whether the check is due. */
export const realityCheck = z
  .object({
    startedAt: z.number(),
    minutesPlayed: z.number(),
    netResultCents: z.number(),
    intervalMinutes: z.number().nullable(),
    due: z.boolean(),
    nextDueAt: z.number().nullable(),
  })
  .nullable();

/** The value of a `responsible.refused` answer (login, deposit, launch). */
export const responsibleRefusalValue = z.object({
  limit: z.string(),
  resetsAt: z.number().nullable(),
  remainingCents: z.number().optional(),
});
