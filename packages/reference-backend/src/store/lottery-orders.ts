import type { BackendContext } from "../context.ts";
import { ApiError, notFound } from "../envelope.ts";
import { drawResult, nearDraws, type Schedule } from "../lottery-draws.ts";
import { postLedger } from "./ledger.ts";
import type { Page } from "./member-records.ts";
import { rangeMs, type DayRange } from "../days.ts";

/** A sub-order picks the last digit of the draw; a hit pays this many times the stake. */
const LAST_DIGIT_PAYOUT = 9;
/** A sub-order's stake, 1.00 to 10,000.00 (docs/decisions/0035). */
export const LOTTERY_STAKE_MIN_CENTS = 100;
export const LOTTERY_STAKE_MAX_CENTS = 1_000_000;

type ScheduleRow = Schedule & { gameId: number; gameName: string };

/** The draw schedule of a lottery game; null when the game is no lottery (no `lottery_game` row). */
export function lotterySchedule({ sql }: BackendContext, gameId: number): ScheduleRow | null {
  return (sql(
    `SELECT g.game_id AS gameId, g.game_name AS gameName, g.game_code AS gameCode, l.draw_interval_seconds AS intervalSeconds,
      l.draw_offset_seconds AS offsetSeconds, l.result_length AS resultLength
     FROM lottery_game l JOIN game g ON g.game_id = l.game_id WHERE l.game_id = ?`,
  ).get(gameId) ?? null) as ScheduleRow | null;
}

function scheduleOf(context: BackendContext, gameId: number): ScheduleRow {
  const row = lotterySchedule(context, gameId);
  if (!row) throw notFound("lottery game");
  return row;
}

/**
 * Places an order for the next draw: the stakes leave the wallet as one 'bet' ledger row per
 * sub-order, all in one transaction with the order, once per idempotency key.
 */
export function placeLotteryOrder(
  context: BackendContext,
  memberId: number,
  order: {
    gameId: number;
    subOrders: Array<{ numbers: string; stakeCents: number }>;
    idempotencyKey: string;
  },
  now = Date.now(),
): number {
  const { db, sql } = context;
  const schedule = scheduleOf(context, order.gameId);
  const draw = nearDraws(schedule, now);
  return db.transaction(() => {
    const known = lotteryOrderByKey(context, memberId, order.idempotencyKey);
    if (known) return known;
    const id = Number(
      sql(
        "INSERT INTO lottery_order (member_id, game_id, issue, closes_at, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      ).run(memberId, order.gameId, draw.numero, draw.nextDrawTime, order.idempotencyKey, now)
        .lastInsertRowid,
    );
    for (const sub of order.subOrders) {
      const subId = Number(
        sql("INSERT INTO lottery_sub_order (order_id, numbers, stake_cents) VALUES (?, ?, ?)").run(
          id,
          sub.numbers,
          sub.stakeCents,
        ).lastInsertRowid,
      );
      const posted = postLedger(db, {
        memberId,
        kind: "bet",
        amountCents: -sub.stakeCents,
        reference: `lottery:${subId}`,
        idempotencyKey: `lottery:${subId}:bet`,
      });
      if (!posted.posted) throw new ApiError(400, "balance.insufficient", "not enough balance for the order");
    }
    return id;
  })();
}

/** The member's order placed with this idempotency key, if any. */
export function lotteryOrderByKey({ sql }: BackendContext, memberId: number, idempotencyKey: string) {
  return sql("SELECT id FROM lottery_order WHERE idempotency_key = ? AND member_id = ?")
    .pluck()
    .get(idempotencyKey, memberId) as number | undefined;
}

/** One order of the member's in one game, with its sub-orders; undefined when there is none. */
export function lotteryOrderOf({ sql }: BackendContext, memberId: number, gameId: number, orderId: number) {
  const order = sql(
    "SELECT id, issue, closes_at AS closesAt FROM lottery_order WHERE id = ? AND member_id = ? AND game_id = ?",
  ).get(orderId, memberId, gameId) as { id: number; issue: string; closesAt: number } | undefined;
  if (!order) return undefined;
  const subOrders = sql(
    "SELECT id, numbers, stake_cents AS stakeCents, state FROM lottery_sub_order WHERE order_id = ? ORDER BY id",
  ).all(order.id) as Array<{ id: number; numbers: string; stakeCents: number; state: string }>;
  return { ...order, subOrders };
}

/** Settles the member's sub-orders whose draw has happened: a hit is credited once as a 'win'. */
function settleDrawn(context: BackendContext, memberId: number, now: number): void {
  const { db, sql } = context;
  const open = sql(
    `SELECT s.id, s.numbers, s.stake_cents AS stakeCents, o.game_id AS gameId, o.issue
     FROM lottery_sub_order s JOIN lottery_order o ON o.id = s.order_id
     WHERE o.member_id = ? AND s.state = 'pending' AND o.closes_at <= ?`,
  ).all(memberId, now) as Array<{
    id: number;
    numbers: string;
    stakeCents: number;
    gameId: number;
    issue: string;
  }>;
  for (const sub of open)
    db.transaction(() => {
      const result = drawResult(scheduleOf(context, sub.gameId), sub.issue);
      const won = result.at(-1) === sub.numbers;
      const winCents = won ? sub.stakeCents * LAST_DIGIT_PAYOUT : 0;
      sql("UPDATE lottery_sub_order SET state = ?, win_cents = ? WHERE id = ? AND state = 'pending'").run(
        won ? "won" : "lost",
        winCents,
        sub.id,
      );
      if (won)
        postLedger(db, {
          memberId,
          kind: "win",
          amountCents: winCents,
          reference: `lottery:${sub.id}`,
          idempotencyKey: `lottery:${sub.id}:win`,
        });
    })();
}

/** The member's lottery orders placed in the range, newest first, each with its sub-orders. */
export function lotteryOrders(
  context: BackendContext,
  memberId: number,
  range: DayRange,
  page: Page,
  now = Date.now(),
) {
  settleDrawn(context, memberId, now);
  const { sql } = context;
  const [from, to] = rangeMs(range);
  const where =
    "FROM lottery_order o JOIN game g ON g.game_id = o.game_id WHERE o.member_id = ? AND o.created_at >= ? AND o.created_at < ?";
  const total = sql(`SELECT count(*) ${where}`).pluck().get(memberId, from, to) as number;
  const orders = sql(
    `SELECT o.id, g.game_name AS gameName, o.issue, o.closes_at AS closesAt, o.created_at AS createdAt ${where}
     ORDER BY o.id DESC LIMIT ? OFFSET ?`,
  ).all(memberId, from, to, page.size, (page.page - 1) * page.size) as Array<{
    id: number;
    gameName: string;
    issue: string;
    closesAt: number;
    createdAt: number;
  }>;
  const subs = sql(
    "SELECT id, numbers, stake_cents AS stakeCents, state, win_cents AS winCents FROM lottery_sub_order WHERE order_id = ? ORDER BY id",
  );
  return {
    total,
    rows: orders.map((o) => ({
      id: o.id,
      gameName: o.gameName,
      issue: o.issue,
      createdAt: new Date(o.createdAt).toISOString(),
      subOrders: (
        subs.all(o.id) as Array<{
          id: number;
          numbers: string;
          stakeCents: number;
          state: string;
          winCents: number;
        }>
      ).map((s) => ({ ...s, cancellable: s.state === "pending" && o.closesAt > now })),
    })),
  };
}

/**
 * Cancels a pending sub-order of the member's while its draw still takes bets; the stake comes back
 * as a positive 'bet' row (it was never staked). A second cancel changes nothing.
 */
export function cancelSubOrder(
  context: BackendContext,
  memberId: number,
  subOrderId: number,
  now = Date.now(),
): void {
  const { db, sql } = context;
  db.transaction(() => {
    const sub = sql(
      `SELECT s.state, s.stake_cents AS stakeCents, o.closes_at AS closesAt
       FROM lottery_sub_order s JOIN lottery_order o ON o.id = s.order_id WHERE s.id = ? AND o.member_id = ?`,
    ).get(subOrderId, memberId) as { state: string; stakeCents: number; closesAt: number } | undefined;
    if (!sub) throw notFound("sub-order");
    if (sub.state === "cancelled") return;
    if (sub.state !== "pending" || sub.closesAt <= now)
      throw new ApiError(409, "lottery.cancel.closed", "this draw no longer takes cancellations");
    sql("UPDATE lottery_sub_order SET state = 'cancelled' WHERE id = ?").run(subOrderId);
    postLedger(db, {
      memberId,
      kind: "bet",
      amountCents: sub.stakeCents,
      reference: `lottery:${subOrderId}:cancel`,
      idempotencyKey: `lottery:${subOrderId}:cancel`,
    });
  })();
}
