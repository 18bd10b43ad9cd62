// Team figures of an agent (issue 12), computed by queries every time: the team is every member
// below the agent (members.parent_id, any depth); a login is a session's start; bets, wins and
// deposits are the ledger's rows. Dates are calendar days "YYYY-MM-DD" of the range's time zone
// (days.ts; UTC without one), both ends included.
import type { BackendContext } from "../context.ts";
import { daysOf, rangeIso, type DayRange } from "../days.ts";

/** The agent's whole team (not the agent), as a CTE named `team` with one column `id`. */
const TEAM = `WITH RECURSIVE team(id) AS (
  SELECT id FROM members WHERE parent_id = @agent
  UNION ALL SELECT m.id FROM members m JOIN team t ON m.parent_id = t.id
)`;

// The range as instants: @from and @to ISO texts (ledger, members), @fromMs and @toMs (sessions).
const LEDGER_DAY = "l.created_at >= @from AND l.created_at < @to";
const SESSION_DAY = "s.created_at >= @fromMs AND s.created_at < @toMs";

function instantsOf(range: DayRange) {
  const [from, to] = rangeIso(range);
  return { from, to, fromMs: Date.parse(from), toMs: Date.parse(to) };
}

/** @days: each day of the range with its instants, as JSON for a `days(date, f, t)` table. */
const DAYS = `days(date, f, t) AS (SELECT json_extract(value, '$.day'), json_extract(value, '$.from'),
  json_extract(value, '$.to') FROM json_each(@days))`;

const cents = (value: unknown) => Number(value ?? 0) / 100;

/** Team KPI: people (A), money in (B) and play (C) over the range; online is now. */
export function teamKpi(context: BackendContext, agentId: number, range: DayRange, now = Date.now()) {
  const p = { agent: agentId, ...instantsOf(range), now };
  const one = (query: string) => context.sql(`${TEAM} ${query}`).pluck().get(p);
  const play = context
    .sql(
      `${TEAM} SELECT
         COALESCE(SUM(CASE WHEN l.kind = 'bet' THEN -l.amount_cents END), 0) AS bet,
         COALESCE(SUM(CASE WHEN l.kind = 'win' THEN l.amount_cents END), 0) AS win,
         COALESCE(SUM(CASE WHEN l.kind = 'deposit' THEN l.amount_cents END), 0) AS deposit,
         COALESCE(SUM(CASE WHEN l.kind = 'withdrawal' THEN -l.amount_cents END), 0) AS withdrawal
       FROM ledger l JOIN team t ON t.id = l.member_id WHERE ${LEDGER_DAY}`,
    )
    .get(p) as { bet: number; win: number; deposit: number; withdrawal: number };
  return {
    teamMemberCount: Number(one("SELECT COUNT(*) FROM team")),
    teamRegisterMemberCount: Number(
      one(
        "SELECT COUNT(*) FROM members m JOIN team t ON t.id = m.id WHERE m.created_at >= @from AND m.created_at < @to",
      ),
    ),
    teamLoginMemberCount: Number(
      one(
        `SELECT COUNT(DISTINCT s.member_id) FROM sessions s JOIN team t ON t.id = s.member_id WHERE ${SESSION_DAY}`,
      ),
    ),
    teamBetMemberCount: Number(
      one(
        `SELECT COUNT(DISTINCT l.member_id) FROM ledger l JOIN team t ON t.id = l.member_id WHERE l.kind = 'bet' AND ${LEDGER_DAY}`,
      ),
    ),
    teamOnlineCount: Number(
      one(
        "SELECT COUNT(DISTINCT s.member_id) FROM sessions s JOIN team t ON t.id = s.member_id WHERE s.revoked = 0 AND s.expires_at > @now",
      ),
    ),
    teamDeposit: cents(play.deposit),
    teamWithdrawal: cents(play.withdrawal),
    teamBet: cents(play.bet),
    teamWin: cents(play.win),
    /** The team's result as players see it: wins minus bets (negative: the team lost). */
    teamProfit: cents(play.win - play.bet),
  };
}

export interface Page {
  page: number;
  size: number;
}

/** The agent's direct downlines, searched by account or nickname: balance, rebate, last login, team size. */
export function subordinates(
  context: BackendContext,
  agentId: number,
  keyword: string,
  { page, size }: Page,
) {
  const p = {
    agent: agentId,
    like: `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    limit: size,
    offset: (page - 1) * size,
  };
  const where =
    "m.parent_id = @agent AND (m.account LIKE @like ESCAPE '\\' OR COALESCE(m.nickname, '') LIKE @like ESCAPE '\\')";
  const total = Number(context.sql(`SELECT COUNT(*) FROM members m WHERE ${where}`).pluck().get(p));
  const rows = context
    .sql(
      `SELECT m.account, COALESCE(m.nickname, '') AS nickname, m.type, m.balance_cents, m.rebate_permille,
         substr(m.created_at, 1, 10) AS registeredAt,
         (SELECT MAX(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS lastLoginMs,
         (WITH RECURSIVE sub(id) AS (SELECT id FROM members WHERE parent_id = m.id
            UNION ALL SELECT c.id FROM members c JOIN sub ON c.parent_id = sub.id) SELECT COUNT(*) FROM sub) AS teamSize
       FROM members m WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all(p) as Array<{
    account: string;
    nickname: string;
    type: number;
    balance_cents: number;
    rebate_permille: number;
    registeredAt: string;
    lastLoginMs: number | null;
    teamSize: number;
  }>;
  return {
    total,
    list: rows.map((r) => ({
      account: r.account,
      nickname: r.nickname,
      type: r.type,
      balance: r.balance_cents / 100,
      rebate: r.rebate_permille / 10,
      registeredAt: r.registeredAt,
      lastLogin: r.lastLoginMs === null ? null : new Date(r.lastLoginMs).toISOString(),
      teamSize: r.teamSize,
    })),
  };
}

/** The team's play per day over the range, newest first, and the range's totals. */
export function teamPnl(context: BackendContext, agentId: number, range: DayRange, { page, size }: Page) {
  const p = { agent: agentId, days: JSON.stringify(daysOf(range)), limit: size, offset: (page - 1) * size };
  const daily = `SELECT d.date,
      SUM(CASE WHEN l.kind = 'bet' THEN -l.amount_cents ELSE 0 END) AS bet,
      SUM(CASE WHEN l.kind = 'win' THEN l.amount_cents ELSE 0 END) AS win
    FROM days d JOIN ledger l ON l.created_at >= d.f AND l.created_at < d.t JOIN team t ON t.id = l.member_id
    WHERE l.kind IN ('bet', 'win') GROUP BY d.date`;
  const withDaily = `${TEAM}, ${DAYS}, daily AS (${daily})`;
  const total = Number(context.sql(`${withDaily} SELECT COUNT(*) FROM daily`).pluck().get(p));
  const rows = context
    .sql(`${withDaily} SELECT * FROM daily ORDER BY date DESC LIMIT @limit OFFSET @offset`)
    .all(p) as Array<{ date: string; bet: number; win: number }>;
  return {
    total,
    list: rows.map((r) => ({
      date: r.date,
      bet: cents(r.bet),
      win: cents(r.win),
      profit: cents(r.win - r.bet),
    })),
  };
}

/** Each team member's bets over the range (members who bet), most turnover first. */
export function teamBetting(context: BackendContext, agentId: number, range: DayRange, { page, size }: Page) {
  const p = { agent: agentId, ...instantsOf(range), limit: size, offset: (page - 1) * size };
  const perMember = `SELECT l.member_id,
      SUM(CASE WHEN l.kind = 'bet' THEN 1 ELSE 0 END) AS betCount,
      SUM(CASE WHEN l.kind = 'bet' THEN -l.amount_cents ELSE 0 END) AS bet,
      SUM(CASE WHEN l.kind = 'win' THEN l.amount_cents ELSE 0 END) AS win
    FROM ledger l JOIN team t ON t.id = l.member_id
    WHERE l.kind IN ('bet', 'win') AND ${LEDGER_DAY} GROUP BY l.member_id HAVING betCount > 0`;
  const total = Number(context.sql(`${TEAM}, pm AS (${perMember}) SELECT COUNT(*) FROM pm`).pluck().get(p));
  const rows = context
    .sql(
      `${TEAM}, pm AS (${perMember}) SELECT m.account, pm.betCount, pm.bet, pm.win
       FROM pm JOIN members m ON m.id = pm.member_id ORDER BY pm.bet DESC, m.account LIMIT @limit OFFSET @offset`,
    )
    .all(p) as Array<{ account: string; betCount: number; bet: number; win: number }>;
  return {
    total,
    list: rows.map((r) => ({
      account: r.account,
      betCount: r.betCount,
      bet: cents(r.bet),
      win: cents(r.win),
      profit: cents(r.win - r.bet),
    })),
  };
}
