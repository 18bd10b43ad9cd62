// Red-envelope rain (issue 12, docs/decisions/0033): the schedule with each rain's state for a member,
// the member's grabs, and a grab: one envelope credited through the ledger (kind 'bonus') under a key
// derived from the form's idempotency key, so a repeated post credits nothing more.
import type { BackendContext } from "../context.ts";
import { postLedger } from "./ledger.ts";
import type { Page } from "./agent-team.ts";
import type { DayRange } from "../days.ts";

export type RainState = "upcoming" | "live" | "ended";

/** A rain's state at `now` (ISO): live from its start until (not including) its end. */
export const rainState = (rain: { startsAt: string; endsAt: string }, now: string): RainState =>
  now < rain.startsAt ? "upcoming" : now < rain.endsAt ? "live" : "ended";

/** The rains touching the range's days and every upcoming one, newest first, with the member's grabs of each. */
export function rainSchedule(context: BackendContext, memberId: number, range: DayRange, now: string) {
  const rows = context
    .sql(
      `SELECT r.id, r.starts_at AS startsAt, r.ends_at AS endsAt, r.envelope_cents AS envelopeCents,
         r.envelopes_per_member AS perMember,
         (SELECT COUNT(*) FROM red_rain_grab g WHERE g.rain_id = r.id AND g.member_id = @member) AS grabbed
       FROM red_rain r
       WHERE (substr(r.starts_at, 1, 10) <= @end AND substr(r.ends_at, 1, 10) >= @start) OR r.starts_at > @now
       ORDER BY r.starts_at DESC LIMIT 50`,
    )
    .all({ member: memberId, ...range, now }) as Array<{
    id: number;
    startsAt: string;
    endsAt: string;
    envelopeCents: number;
    perMember: number;
    grabbed: number;
  }>;
  return rows.map((r) => ({
    id: r.id,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    envelope: r.envelopeCents / 100,
    perMember: r.perMember,
    grabbed: r.grabbed,
    state: rainState(r, now),
  }));
}

/** The member's grabs over the range (by the day grabbed), newest first, and their sum. */
export function rainGrabs(context: BackendContext, memberId: number, range: DayRange, { page, size }: Page) {
  const p = { member: memberId, ...range, limit: size, offset: (page - 1) * size };
  const where = "g.member_id = @member AND substr(g.created_at, 1, 10) BETWEEN @start AND @end";
  const sum = context
    .sql(
      `SELECT COUNT(*) AS count, COALESCE(SUM(g.amount_cents), 0) AS cents FROM red_rain_grab g WHERE ${where}`,
    )
    .get(p) as { count: number; cents: number };
  const rows = context
    .sql(
      `SELECT g.rain_id AS rainId, g.envelope, g.amount_cents AS cents, g.created_at AS grabbedAt
       FROM red_rain_grab g WHERE ${where} ORDER BY g.created_at DESC, g.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all(p) as Array<{ rainId: number; envelope: number; cents: number; grabbedAt: string }>;
  return {
    total: sum.count,
    sum: sum.cents / 100,
    list: rows.map(({ cents, ...r }) => ({ ...r, amount: cents / 100 })),
  };
}

export type GrabResult =
  | { ok: true; envelope: number; amount: number; balance: number; repeated: boolean }
  | { ok: false; reason: "unknown" | "not_live" | "used_up" };

/**
 * Grabs the member's next envelope of a live rain: the grab row and its ledger credit in one
 * transaction. The same idempotency key again answers the first grab and credits nothing.
 */
export function grabEnvelope(
  context: BackendContext,
  memberId: number,
  rainId: number,
  idempotencyKey: string,
  now: string,
): GrabResult {
  const { db, sql } = context;
  const ledgerKey = `red-rain:${memberId}:${idempotencyKey}`;
  return db.transaction((): GrabResult => {
    const done = sql(
      "SELECT g.envelope, g.amount_cents AS cents, m.balance_cents AS balance FROM red_rain_grab g JOIN members m ON m.id = g.member_id WHERE g.ledger_key = ?",
    ).get(ledgerKey) as { envelope: number; cents: number; balance: number } | undefined;
    if (done)
      return {
        ok: true,
        envelope: done.envelope,
        amount: done.cents / 100,
        balance: done.balance / 100,
        repeated: true,
      };
    const rain = sql(
      `SELECT starts_at AS startsAt, ends_at AS endsAt, envelope_cents AS cents, envelopes_per_member AS perMember,
         envelope_count AS count, (SELECT COUNT(*) FROM red_rain_grab g WHERE g.rain_id = r.id) AS taken
       FROM red_rain r WHERE id = ?`,
    ).get(rainId) as
      | {
          startsAt: string;
          endsAt: string;
          cents: number;
          perMember: number;
          count: number | null;
          taken: number;
        }
      | undefined;
    if (!rain) return { ok: false, reason: "unknown" };
    if (rainState(rain, now) !== "live") return { ok: false, reason: "not_live" };
    const grabbed = Number(
      sql("SELECT COUNT(*) FROM red_rain_grab WHERE rain_id = ? AND member_id = ?")
        .pluck()
        .get(rainId, memberId),
    );
    // The member's envelopes, and (for a rain of a total amount) the rain's own, are finite.
    if (grabbed >= rain.perMember || (rain.count !== null && rain.taken >= rain.count))
      return { ok: false, reason: "used_up" };
    const posted = postLedger(db, {
      memberId,
      kind: "bonus",
      amountCents: rain.cents,
      reference: `red-rain:${rainId}:${grabbed + 1}`,
      idempotencyKey: ledgerKey,
    });
    sql(
      "INSERT INTO red_rain_grab (rain_id, member_id, envelope, amount_cents, ledger_key) VALUES (?, ?, ?, ?, ?)",
    ).run(rainId, memberId, grabbed + 1, rain.cents, ledgerKey);
    return {
      ok: true,
      envelope: grabbed + 1,
      amount: rain.cents / 100,
      balance: posted.balanceCents / 100,
      repeated: false,
    };
  })();
}

/** A rain an operator schedules: a total amount split into `count` envelopes, one per member. */
export interface RainPlan {
  startsAt: string;
  endsAt: string;
  totalCents: number;
  count: number;
}

/** Schedules the rain; answers its id and envelope. The caller has checked the plan (whole cents per envelope). */
export function scheduleRain(context: BackendContext, plan: RainPlan) {
  const envelopeCents = plan.totalCents / plan.count;
  const id = Number(
    context
      .sql(
        "INSERT INTO red_rain (starts_at, ends_at, envelope_cents, envelopes_per_member, envelope_count) VALUES (?, ?, ?, 1, ?)",
      )
      .run(plan.startsAt, plan.endsAt, envelopeCents, plan.count).lastInsertRowid,
  );
  return { id, envelopeCents, perMember: 1, count: plan.count };
}
