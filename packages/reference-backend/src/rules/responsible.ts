// The platform's responsible-gambling rules (issue 11, docs/decisions/0028), as the reference backend
// enforces them: limits on deposits, losses and session time, the 24-hour wait before a limit rises,
// the reality check, breaks and self-exclusion. Pure functions of the settings, the ledger's sums and
// the time; periods are UTC calendar periods. The backend stands in for the external platform, so it
// keeps its own copy of its rules (issue 22): the BFF's app/domain/responsible.ts only names what its
// screens offer, and a disagreement between the two shows up in the tests.

export const PERIODS = ["day", "week", "month"] as const;
export type Period = (typeof PERIODS)[number];

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
/** A looser limit (higher, or none) waits this long; a stricter one applies at once. */
export const RAISE_DELAY_MS = DAY;

/** Reality-check intervals offered, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** Breaks offered ("take a break"), and how long each lasts. */
export const BREAKS = { "24h": DAY, "7d": 7 * DAY, "30d": 30 * DAY } as const;
export type BreakLength = keyof typeof BREAKS;

/** Self-exclusion lengths offered, in months (6 months and more). */
export const EXCLUSION_MONTHS = [6, 12, 24, 60] as const;

/** When the period holding `now` began. Weeks start on Monday. */
export function periodStart(period: Period, now: number): number {
  const d = new Date(now);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === "day") return day;
  if (period === "week") return day - ((d.getUTCDay() + 6) % 7) * DAY;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** When the period holding `now` ends and its sums start again from zero. */
export function periodEnd(period: Period, now: number): number {
  const start = new Date(periodStart(period, now));
  if (period === "day") return start.getTime() + DAY;
  if (period === "week") return start.getTime() + 7 * DAY;
  return Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
}

/** A limit as stored: the value in force (null: none) and a looser value waiting for its time. */
export type LimitSetting = {
  value: number | null;
  pending: { value: number | null; effectiveAt: number } | null;
};

/** Whether `next` is looser than `current` (null means no limit, the loosest of all). */
function looser(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/**
 * The setting after the member asks for `requested`: a stricter (or equal) limit applies at once and
 * drops any waiting raise; a looser one waits RAISE_DELAY_MS beside the limit in force.
 */
export function requestLimit(setting: LimitSetting, requested: number | null, now: number): LimitSetting {
  const current = inForce(setting, now);
  if (!looser(current.value, requested)) return { value: requested, pending: null };
  return { value: current.value, pending: { value: requested, effectiveAt: now + RAISE_DELAY_MS } };
}

/** The setting as it stands at `now`: a raise whose time has come is the limit. */
export function inForce(setting: LimitSetting, now: number): LimitSetting {
  if (setting.pending && setting.pending.effectiveAt <= now)
    return { value: setting.pending.value, pending: null };
  return setting;
}

/** Why a deposit is refused: which limit, what may still be deposited, when that limit starts again. */
export type DepositRefusal = { limit: LimitName; remainingCents: number; resetsAt: number };

/**
 * The first deposit limit that `amountCents` would pass, given what was deposited in each period so
 * far; null when every limit allows it.
 */
export function depositLimitRefusal(
  limits: Partial<Record<Period, number | null>>,
  depositedCents: Record<Period, number>,
  amountCents: number,
  now: number,
): DepositRefusal | null {
  for (const period of PERIODS) {
    const limit = limits[period];
    if (limit === null || limit === undefined) continue;
    const remainingCents = Math.max(0, limit - depositedCents[period]);
    if (amountCents > remainingCents)
      return { limit: `deposit.${period}`, remainingCents, resetsAt: periodEnd(period, now) };
  }
  return null;
}

/** Net loss from ledger rows of play: stakes (negative bet rows) less wins; never below zero. */
export function netLossCents(rows: ReadonlyArray<{ kind: string; amountCents: number }>): number {
  return Math.max(0, -netResultCents(rows));
}

/** What play brought: wins plus (negative) stakes; negative is a loss. Other kinds do not count. */
export function netResultCents(rows: ReadonlyArray<{ kind: string; amountCents: number }>): number {
  return rows.reduce(
    (sum, row) => (row.kind === "bet" || row.kind === "win" ? sum + row.amountCents : sum),
    0,
  );
}

/** A reason play is stopped, with the time it may start again (a session limit ends with the session). */
export type PlayRefusal = { limit: LimitName; resetsAt: number | null };

/**
 * Whether a game may start: refused once a loss limit is reached in its period, or once the session
 * (since login) has lasted the session-time limit.
 */
export function playRefusal(
  lossLimits: Partial<Record<Period, number | null>>,
  lossCents: Record<Period, number>,
  session: { startedAt: number; limitMinutes: number | null },
  now: number,
): PlayRefusal | null {
  for (const period of PERIODS) {
    const limit = lossLimits[period];
    if (limit !== null && limit !== undefined && lossCents[period] >= limit)
      return { limit: `loss.${period}`, resetsAt: periodEnd(period, now) };
  }
  if (session.limitMinutes !== null && now - session.startedAt >= session.limitMinutes * 60_000)
    return { limit: "session", resetsAt: null };
  return null;
}

/** A break or self-exclusion: login, deposits and play refused until `until`. */
export type Exclusion = { kind: "break" | "selfExclusion"; until: number };

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

/** The exclusion in force at `now`, if any (an ended one no longer counts). */
export function activeExclusion(exclusion: Exclusion | null, now: number): Exclusion | null {
  return exclusion && exclusion.until > now ? exclusion : null;
}

/**
 * The exclusion after asking for `next`: it can never end earlier than the one in force (no undoing
 * early), so a shorter request keeps the current end; a self-exclusion stays one.
 */
export function extendExclusion(current: Exclusion | null, next: Exclusion, now: number): Exclusion {
  const live = activeExclusion(current, now);
  if (!live) return next;
  return {
    kind: live.kind === "selfExclusion" || next.kind === "selfExclusion" ? "selfExclusion" : "break",
    until: Math.max(live.until, next.until),
  };
}

/**
 * The reality check: due when another full interval of play has passed since login than the member
 * has already acknowledged. `acknowledged` is how many intervals were seen.
 */
export function realityCheckDue(
  startedAt: number,
  intervalMinutes: number | null,
  acknowledged: number,
  now: number,
): boolean {
  if (!intervalMinutes) return false;
  return intervalsPassed(startedAt, intervalMinutes, now) > acknowledged;
}

/** How many whole intervals have passed since login (what an acknowledgement records). */
export function intervalsPassed(startedAt: number, intervalMinutes: number, now: number): number {
  return Math.floor(Math.max(0, now - startedAt) / (intervalMinutes * 60_000));
}

/** Minutes played since login, for the reality check's words. */
export function minutesPlayed(startedAt: number, now: number): number {
  return Math.floor(Math.max(0, now - startedAt) / 60_000);
}
