// An agent's rebate (issue 12): what the downlines' play earned the agent, computed from the ledger's
// bet rows every time (docs/decisions/0033). The agent earns, on each team member's turnover, the
// difference between the agent's own rate and the rate of the direct downline heading that member's
// branch (that downline's rate already covers everyone below it). Rates are per mille of turnover.
import type { BackendContext } from "../context.ts";
import type { Page } from "./agent-team.ts";
import type { DayRange } from "../days.ts";
import { paidAt } from "./agent-payouts.ts";

/** The agent's team with, for each member, the direct downline heading its branch. */
const BRANCHES = `WITH RECURSIVE team(id, branch) AS (
  SELECT id, id FROM members WHERE parent_id = @agent
  UNION ALL SELECT m.id, t.branch FROM members m JOIN team t ON m.parent_id = t.id
)`;

/** Each team member's turnover per day and the agent's share of it (never negative), in cents. */
const DAILY = `SELECT substr(l.created_at, 1, 10) AS date, m.account,
    SUM(-l.amount_cents) AS bet,
    MAX(@rate - b.rebate_permille, 0) AS diff
  FROM ledger l JOIN team t ON t.id = l.member_id
  JOIN members m ON m.id = l.member_id JOIN members b ON b.id = t.branch
  WHERE l.kind = 'bet' AND substr(l.created_at, 1, 10) BETWEEN @start AND @end
  GROUP BY date, l.member_id`;

const agentRate = (context: BackendContext, agentId: number) =>
  Number(context.sql("SELECT rebate_permille FROM members WHERE id = ?").pluck().get(agentId));

/**
 * The rebate rows (per day and member) of the agent over the range, as SQL with its parameters:
 * integer cents, each row's rebate rounded down. The page's records, its totals and the settlement's
 * day totals all read these rows, so what is paid is what the page shows.
 */
function rebateRows(context: BackendContext, agentId: number, range: DayRange) {
  return {
    sql: `${BRANCHES}, daily AS (${DAILY}) SELECT date, account, bet, diff, bet * diff / 1000 AS rebate FROM daily`,
    params: { agent: agentId, rate: agentRate(context, agentId), ...range },
  };
}

/** The agent's rebate per day over the range (cents, days with a rebate only), newest first. */
export function rebateDayTotals(context: BackendContext, agentId: number, range: DayRange) {
  const rows = rebateRows(context, agentId, range);
  return context
    .sql(
      `SELECT date, SUM(rebate) AS cents FROM (${rows.sql}) GROUP BY date HAVING cents > 0 ORDER BY date DESC`,
    )
    .all(rows.params) as Array<{ date: string; cents: number }>;
}

/**
 * The payout state of each day of the range with a rebate, newest first: `open` while the day is not
 * over (today), then `pending` until it is settled, then `paid` with the moment it was paid.
 */
export function rebatePayouts(context: BackendContext, agentId: number, range: DayRange, today: string) {
  return rebateDayTotals(context, agentId, range).map(({ date, cents }) => {
    const at = paidAt(context, "rebate", agentId, date);
    return {
      date,
      rebate: cents / 100,
      state: date >= today ? ("open" as const) : at ? ("paid" as const) : ("pending" as const),
      paidAt: at,
    };
  });
}

/** The agent's rebate over the range, per day and member, newest first, and the range's total. */
export function teamRebate(
  context: BackendContext,
  agentId: number,
  range: DayRange,
  { page, size }: Page,
  today: string,
) {
  const rows = rebateRows(context, agentId, range);
  const p = { ...rows.params, limit: size, offset: (page - 1) * size };
  // The range's total is the sum of the rows.
  const sum = context
    .sql(
      `SELECT COUNT(*) AS count, COALESCE(SUM(bet), 0) AS bet, COALESCE(SUM(rebate), 0) AS rebate FROM (${rows.sql})`,
    )
    .get(p) as { count: number; bet: number; rebate: number };
  const list = context
    .sql(`${rows.sql} ORDER BY date DESC, account LIMIT @limit OFFSET @offset`)
    .all(p) as Array<{ date: string; account: string; bet: number; diff: number; rebate: number }>;
  const row = (r: (typeof list)[number]) => ({
    date: r.date,
    account: r.account,
    bet: r.bet / 100,
    rate: r.diff / 10,
    rebate: r.rebate / 100,
  });
  return {
    total: sum.count,
    sum: { bet: sum.bet / 100, rebate: sum.rebate / 100 },
    list: list.map(row),
    /** The payout state of the days on this page. */
    days:
      list.length === 0
        ? []
        : rebatePayouts(context, agentId, { start: list.at(-1)!.date, end: list[0].date }, today),
  };
}

/**
 * The agent's rebate settings: the agent's own rate (also the quota a downline may get at most) and
 * how the direct downlines' rates sit under it. The reference backend's bets carry no game type, so
 * one rate applies to every game type.
 */
export function rebateSettings(context: BackendContext, agentId: number) {
  const own = agentRate(context, agentId);
  const downlines = context
    .sql(
      "SELECT COUNT(*) AS count, MAX(rebate_permille) AS highest, MIN(rebate_permille) AS lowest FROM members WHERE parent_id = ?",
    )
    .get(agentId) as { count: number; highest: number | null; lowest: number | null };
  return {
    rebate: own / 10,
    quota: own / 10,
    downlineCount: downlines.count,
    highestDownline: downlines.highest === null ? null : downlines.highest / 10,
    lowestDownline: downlines.lowest === null ? null : downlines.lowest / 10,
  };
}
