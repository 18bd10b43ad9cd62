// Responsible gambling as the member centre's page offers it (issue 11, docs/decisions/0028): the
// limits, periods, reality-check intervals, breaks and self-exclusion lengths, and when a break or
// self-exclusion taken now would end (said before the member confirms). The backend enforces the
// rules (packages/reference-backend/src/rules/responsible.ts stands in for the platform's).

/** The member centre's responsible-gambling page. */
export const RESPONSIBLE_PAGE = "/m/responsibleGaming";

export const PERIODS = ["day", "week", "month"] as const;

/** The limits a member sets: deposit and loss per period, in cents; session time in minutes. */
export const LIMIT_NAMES = [
  "deposit.day",
  "deposit.week",
  "deposit.month",
  "loss.day",
  "loss.week",
  "loss.month",
  "session",
] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Reality-check intervals offered, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** Breaks offered ("take a break"), and how long each lasts. */
export const BREAKS = { "24h": DAY, "7d": 7 * DAY, "30d": 30 * DAY } as const;
export type BreakLength = keyof typeof BREAKS;

/** Self-exclusion lengths offered, in months (6 months and more). */
export const EXCLUSION_MONTHS = [6, 12, 24, 60] as const;

/** When a break of `length` taken at `now` ends. */
export function breakEnd(length: BreakLength, now: number): number {
  return now + BREAKS[length];
}

/** When a self-exclusion of `months` (6 or more) taken at `now` ends: the same day, months later. */
export function exclusionEnd(months: number, now: number): number {
  if (!Number.isInteger(months) || months < 6) throw new RangeError("self-exclusion is 6 months or more");
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}
