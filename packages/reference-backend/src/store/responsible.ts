// Responsible gambling in the store (docs/decisions/0028): a member's limits, reality-check interval,
// break or self-exclusion, and the refusals they cause at login, deposit and launch. The rules are
// rules/responsible.ts; here they meet the ledger's sums. Every function takes `now` so tests
// move the clock instead of waiting.
import type { Database } from "better-sqlite3";
import {
  activeExclusion,
  depositLimitRefusal,
  extendExclusion,
  inForce,
  intervalsPassed,
  LIMIT_NAMES,
  minutesPlayed,
  netLossCents,
  netResultCents,
  periodStart,
  PERIODS,
  playRefusal,
  realityCheckDue,
  requestLimit,
  type DepositRefusal,
  type Exclusion,
  type LimitName,
  type LimitSetting,
  type Period,
  type PlayRefusal,
} from "../rules/responsible.ts";

type LimitRow = {
  name: LimitName;
  value: number | null;
  pending_value: number | null;
  pending_at: number | null;
};

const settingOf = (row: LimitRow | undefined): LimitSetting =>
  row
    ? {
        value: row.value,
        pending: row.pending_at === null ? null : { value: row.pending_value, effectiveAt: row.pending_at },
      }
    : { value: null, pending: null };

/** Every limit of the member as it stands at `now` (a raise whose 24 hours have passed is in force). */
export function limitsOf(db: Database, memberId: number, now: number): Record<LimitName, LimitSetting> {
  const rows = db
    .prepare("SELECT name, value, pending_value, pending_at FROM responsible_limits WHERE member_id = ?")
    .all(memberId) as LimitRow[];
  return Object.fromEntries(
    LIMIT_NAMES.map((name) => [name, inForce(settingOf(rows.find((r) => r.name === name)), now)]),
  ) as Record<LimitName, LimitSetting>;
}

/** Asks for a limit (null: none): stricter at once, looser after 24 hours. The setting it leads to. */
export function setLimit(
  db: Database,
  memberId: number,
  name: LimitName,
  requested: number | null,
  now: number,
): LimitSetting {
  return db.transaction(() => {
    const next = requestLimit(limitsOf(db, memberId, now)[name], requested, now);
    db.prepare(
      `INSERT INTO responsible_limits (member_id, name, value, pending_value, pending_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (member_id, name) DO UPDATE SET value = excluded.value,
         pending_value = excluded.pending_value, pending_at = excluded.pending_at`,
    ).run(memberId, name, next.value, next.pending?.value ?? null, next.pending?.effectiveAt ?? null);
    return next;
  })();
}

type SettingsRow = {
  reality_check_minutes: number | null;
  exclusion_kind: Exclusion["kind"] | null;
  exclusion_until: number | null;
};

function settingsOf(db: Database, memberId: number): SettingsRow {
  const row = db
    .prepare(
      "SELECT reality_check_minutes, exclusion_kind, exclusion_until FROM responsible_settings WHERE member_id = ?",
    )
    .get(memberId) as SettingsRow | undefined;
  return row ?? { reality_check_minutes: null, exclusion_kind: null, exclusion_until: null };
}

const ensureSettings = (db: Database, memberId: number) =>
  db.prepare("INSERT INTO responsible_settings (member_id) VALUES (?) ON CONFLICT DO NOTHING").run(memberId);

/** The break or self-exclusion in force at `now`, if any. */
export function exclusionOf(db: Database, memberId: number, now: number): Exclusion | null {
  const row = settingsOf(db, memberId);
  if (!row.exclusion_kind || row.exclusion_until === null) return null;
  return activeExclusion({ kind: row.exclusion_kind, until: row.exclusion_until }, now);
}

/**
 * Starts (or lengthens) a break or self-exclusion and ends every session of the member: it can never
 * end earlier than the one in force. The exclusion in force afterwards.
 */
export function takeExclusion(db: Database, memberId: number, next: Exclusion, now: number): Exclusion {
  return db.transaction(() => {
    const result = extendExclusion(exclusionOf(db, memberId, now), next, now);
    ensureSettings(db, memberId);
    db.prepare(
      "UPDATE responsible_settings SET exclusion_kind = ?, exclusion_until = ? WHERE member_id = ?",
    ).run(result.kind, result.until, memberId);
    db.prepare("UPDATE sessions SET revoked = 1 WHERE member_id = ? AND revoked = 0").run(memberId);
    return result;
  })();
}

export function realityCheckMinutesOf(db: Database, memberId: number): number | null {
  return settingsOf(db, memberId).reality_check_minutes;
}

/** The reality-check interval in minutes (null: off). */
export function setRealityCheckMinutes(db: Database, memberId: number, minutes: number | null): void {
  ensureSettings(db, memberId);
  db.prepare("UPDATE responsible_settings SET reality_check_minutes = ? WHERE member_id = ?").run(
    minutes,
    memberId,
  );
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Ledger rows of `kinds` since `from` (the ledger keeps ISO UTC times, so they compare as text). */
function ledgerRowsSince(db: Database, memberId: number, kinds: string[], from: number) {
  return db
    .prepare(
      `SELECT kind, amount_cents AS amountCents FROM ledger
       WHERE member_id = ? AND created_at >= ? AND kind IN (${kinds.map(() => "?").join(", ")})`,
    )
    .all(memberId, iso(from), ...kinds) as Array<{ kind: string; amountCents: number }>;
}

const perPeriod = (sum: (period: Period) => number) =>
  Object.fromEntries(PERIODS.map((p) => [p, sum(p)])) as Record<Period, number>;

/** Deposits credited or still pending in the day, week and month holding `now`. */
export function depositedCents(db: Database, memberId: number, now: number): Record<Period, number> {
  // Pending orders count too: several orders each under the limit must not all be approved past it.
  const pending = db.prepare(
    "SELECT COALESCE(SUM(amount_cents), 0) FROM deposit_order WHERE member_id = ? AND state = 'pending' AND created_at >= ?",
  );
  return perPeriod((period) => {
    const start = periodStart(period, now);
    const credited = ledgerRowsSince(db, memberId, ["deposit"], start).reduce((s, r) => s + r.amountCents, 0);
    return credited + (pending.pluck().get(memberId, iso(start)) as number);
  });
}

/** Net loss of play (bet and win rows) in the day, week and month holding `now`. */
export function lossCents(db: Database, memberId: number, now: number): Record<Period, number> {
  return perPeriod((period) =>
    netLossCents(ledgerRowsSince(db, memberId, ["bet", "win"], periodStart(period, now))),
  );
}

const limitValues = (limits: Record<LimitName, LimitSetting>, kind: "deposit" | "loss") =>
  Object.fromEntries(PERIODS.map((p) => [p, limits[`${kind}.${p}`].value])) as Record<Period, number | null>;

/** Why a deposit is refused: an exclusion, or a deposit limit. */
export type DepositRefusalReason =
  DepositRefusal | { limit: Exclusion["kind"]; remainingCents: 0; resetsAt: number };

/**
 * Whether the member may deposit `amountCents` now: null, or the reason (which limit, what may still
 * be deposited, when it resets). For the deposit orders (cashier): call it before an order is made.
 */
export function depositRefusal(
  db: Database,
  memberId: number,
  amountCents: number,
  now: number,
): DepositRefusalReason | null {
  const exclusion = exclusionOf(db, memberId, now);
  if (exclusion) return { limit: exclusion.kind, remainingCents: 0, resetsAt: exclusion.until };
  const limits = limitsOf(db, memberId, now);
  return depositLimitRefusal(
    limitValues(limits, "deposit"),
    depositedCents(db, memberId, now),
    amountCents,
    now,
  );
}

/** Why real play may not start: an exclusion, a loss limit reached, or the session-time limit. */
export function launchRefusal(
  db: Database,
  memberId: number,
  sessionStartedAt: number,
  now: number,
): PlayRefusal | { limit: Exclusion["kind"]; resetsAt: number } | null {
  const exclusion = exclusionOf(db, memberId, now);
  if (exclusion) return { limit: exclusion.kind, resetsAt: exclusion.until };
  const limits = limitsOf(db, memberId, now);
  return playRefusal(
    limitValues(limits, "loss"),
    lossCents(db, memberId, now),
    { startedAt: sessionStartedAt, limitMinutes: limits.session.value },
    now,
  );
}

type SessionRow = { member_id: number; created_at: number; reality_acknowledged: number };

function sessionRow(db: Database, token: string): SessionRow | undefined {
  return db
    .prepare("SELECT member_id, created_at, reality_acknowledged FROM sessions WHERE token = ?")
    .get(token) as SessionRow | undefined;
}

/** When the session of `token` began (its login). */
export function sessionStartedAt(db: Database, token: string): number | null {
  return sessionRow(db, token)?.created_at ?? null;
}

/** The reality check of a session: time played and net result since login, and whether it is due. */
export function realityCheck(db: Database, token: string, now: number) {
  const session = sessionRow(db, token);
  if (!session) return null;
  const intervalMinutes = realityCheckMinutesOf(db, session.member_id);
  return {
    startedAt: session.created_at,
    minutesPlayed: minutesPlayed(session.created_at, now),
    netResultCents: netResultCents(
      ledgerRowsSince(db, session.member_id, ["bet", "win"], session.created_at),
    ),
    intervalMinutes,
    due: realityCheckDue(session.created_at, intervalMinutes, session.reality_acknowledged, now),
    // When the next check falls due (the browser's timer); null when the member has none.
    nextDueAt: intervalMinutes
      ? session.created_at + (session.reality_acknowledged + 1) * intervalMinutes * 60_000
      : null,
  };
}

/** The member has seen the reality check: the next one comes after the next full interval. */
export function acknowledgeRealityCheck(db: Database, token: string, now: number): void {
  const session = sessionRow(db, token);
  const minutes = session ? realityCheckMinutesOf(db, session.member_id) : null;
  if (!session || !minutes) return;
  db.prepare("UPDATE sessions SET reality_acknowledged = ? WHERE token = ?").run(
    intervalsPassed(session.created_at, minutes, now),
    token,
  );
}
