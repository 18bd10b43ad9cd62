import type { BackendContext } from "../context.ts";
import { rangeIso, rangeMs, type DayRange } from "../days.ts";

export type Page = { page: number; size: number };
// Spins and lottery orders keep ms since the epoch (rangeMs), the ledger ISO texts (rangeIso).

/** Bet records of real (not trial) demo play: one row per spin, newest first. */
export function gameRecords({ sql }: BackendContext, memberId: number, range: DayRange, page: Page) {
  const [from, to] = rangeMs(range);
  const where = `FROM spins s JOIN launch_tickets t ON t.ticket = s.ticket AND t.mode = 'real'
    JOIN game g ON g.game_id = s.game_id JOIN vendor v ON v.code = g.vassalage
    WHERE s.member_id = ? AND s.created_at >= ? AND s.created_at < ?`;
  const totals = sql(
    `SELECT count(*) AS total, coalesce(sum(s.stake_cents), 0) AS stakeCents, coalesce(sum(s.win_cents), 0) AS winCents ${where}`,
  ).get(memberId, from, to) as { total: number; stakeCents: number; winCents: number };
  const rows = sql(
    `SELECT s.id, g.game_name AS gameName, v.display_name AS vendorName, s.stake_cents AS stakeCents,
      s.win_cents AS winCents, s.created_at AS createdAt ${where} ORDER BY s.id DESC LIMIT ? OFFSET ?`,
  ).all(memberId, from, to, page.size, (page.page - 1) * page.size) as Array<{
    id: number;
    gameName: string;
    vendorName: string;
    stakeCents: number;
    winCents: number;
    createdAt: number;
  }>;
  return { ...totals, rows: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })) };
}

/**
 * The platform's transaction code list (accounts §7 "wallet … transaction code list"): every kind of
 * ledger row, in the order the account record's filter offers them. The same for every caller.
 */
export const TRANSACTION_CODES = [
  "deposit",
  "withdrawal",
  "withdrawal_release",
  "bet",
  "win",
  "bonus",
  "reward",
  "cashback",
  "rebate",
  "dividend",
  "salary",
  "transfer",
  "adjustment",
  "opening",
] as const;
export type TransactionCode = (typeof TRANSACTION_CODES)[number];

/**
 * Account record: the member's ledger rows in the range with the balance after each, newest first;
 * with `code`, only the rows of that kind (the balance after each still counts every row).
 */
export function ledgerRecords(
  { sql }: BackendContext,
  memberId: number,
  range: DayRange,
  page: Page,
  code?: TransactionCode,
) {
  const [from, to] = rangeIso(range);
  const ofCode = code ? " AND kind = ?" : "";
  const codeArgs = code ? [code] : [];
  const total = sql(
    `SELECT count(*) FROM ledger WHERE member_id = ? AND created_at >= ? AND created_at < ?${ofCode}`,
  )
    .pluck()
    .get(memberId, from, to, ...codeArgs) as number;
  const rows = sql(
    `SELECT id, kind, amountCents, balanceCents, reference, createdAt FROM (
       SELECT id, kind, amount_cents AS amountCents, reference, created_at AS createdAt,
         sum(amount_cents) OVER (ORDER BY id) AS balanceCents
       FROM ledger WHERE member_id = ?)
     WHERE createdAt >= ? AND createdAt < ?${ofCode} ORDER BY id DESC LIMIT ? OFFSET ?`,
  ).all(memberId, from, to, ...codeArgs, page.size, (page.page - 1) * page.size);
  return { total, rows };
}

/** Ledger totals per kind in the range: what the profit-and-loss report is computed from. */
export function ledgerTotals({ sql }: BackendContext, memberId: number, range: DayRange) {
  const [from, to] = rangeIso(range);
  return sql(
    `SELECT kind, sum(amount_cents) AS amountCents FROM ledger
     WHERE member_id = ? AND created_at >= ? AND created_at < ? GROUP BY kind ORDER BY kind`,
  ).all(memberId, from, to) as Array<{ kind: string; amountCents: number }>;
}
