// An agent's rebate (issue 12): what the downlines' play earned the agent, computed from the ledger's
// bet rows every time (docs/decisions/0033). The agent earns, on each team member's turnover, the
// difference between the agent's own rate and the rate of the direct downline heading that member's
// branch (that downline's rate already covers everyone below it). Rates are per mille of turnover.
import type { BackendContext } from "../context.ts";
import type { DateRange, Page } from "./agent-team.ts";

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

/** The agent's rebate over the range, per day and member, newest first, and the range's total. */
export function teamRebate(context: BackendContext, agentId: number, range: DateRange, { page, size }: Page) {
  const rate = Number(context.sql("SELECT rebate_permille FROM members WHERE id = ?").pluck().get(agentId));
  const p = { agent: agentId, rate, ...range, limit: size, offset: (page - 1) * size };
  // Integer cents: each row's rebate is rounded down, and the total is the sum of the rows.
  const rows = `${BRANCHES}, daily AS (${DAILY}) SELECT date, account, bet, diff, bet * diff / 1000 AS rebate FROM daily`;
  const sum = context
    .sql(
      `SELECT COUNT(*) AS count, COALESCE(SUM(bet), 0) AS bet, COALESCE(SUM(rebate), 0) AS rebate FROM (${rows})`,
    )
    .get(p) as { count: number; bet: number; rebate: number };
  const list = context
    .sql(`${rows} ORDER BY date DESC, account LIMIT @limit OFFSET @offset`)
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
  };
}

/**
 * The agent's rebate settings: the agent's own rate (also the quota a downline may get at most) and
 * how the direct downlines' rates sit under it. The reference backend's bets carry no game type, so
 * one rate applies to every game type.
 */
export function rebateSettings(context: BackendContext, agentId: number) {
  const own = Number(context.sql("SELECT rebate_permille FROM members WHERE id = ?").pluck().get(agentId));
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
