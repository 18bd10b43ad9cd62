// An agent's dividends (issue 12): per half-month period, the team's net result (wins minus bets of
// every member below the agent, from the ledger) and the dividend the accepted dividend contract's
// tiers give on a team loss (docs/decisions/0033). Nothing is stored but the contract and, once a
// period is settled, its payout in the ledger (docs/decisions/0038).
import type { BackendContext } from "../context.ts";
import type { ContractTier } from "./agent-contracts.ts";
import type { Page } from "./agent-team.ts";
import type { DayRange } from "../days.ts";
import { paidAt } from "./agent-payouts.ts";

const TEAM = `WITH RECURSIVE team(id) AS (
  SELECT id FROM members WHERE parent_id = @agent
  UNION ALL SELECT m.id FROM members m JOIN team t ON m.parent_id = t.id
)`;

/** A dividend period: the 1st to the 15th, or the 16th to the month's last day (UTC days). */
export interface Period {
  start: string;
  end: string;
}

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, "0");

/** The half-month period holding `day` ("YYYY-MM-DD"). */
export function periodOf(day: string): Period {
  const [year, month, date] = day.split("-").map(Number);
  const ym = `${year}-${pad(month)}`;
  return date <= 15
    ? { start: `${ym}-01`, end: `${ym}-15` }
    : { start: `${ym}-16`, end: `${ym}-${pad(lastDayOf(year, month))}` };
}

/** The periods overlapping the range, newest first. */
export function periodsOf(range: DayRange): Period[] {
  const periods: Period[] = [];
  for (let p = periodOf(range.end); p.end >= range.start;) {
    periods.push(p);
    const before = new Date(Date.parse(`${p.start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    p = periodOf(before);
  }
  return periods;
}

/**
 * The dividend on a team's net result (cents; negative is a team loss): the rate of the highest tier
 * whose threshold the loss reaches, on the whole loss, rounded down to a cent. A team that won, or a
 * loss under every threshold, gives none.
 */
export function dividendCents(netCents: number, tiers: readonly ContractTier[]): number {
  const loss = -netCents;
  if (loss <= 0) return 0;
  const tier = tiers
    .filter((t) => loss >= t.thresholdCents)
    .sort((a, b) => b.thresholdCents - a.thresholdCents)[0];
  return tier ? Math.floor((loss * tier.ratePermille) / 1000) : 0;
}

/** A period is open until its last day is over; then it is settled. */
export const periodState = (period: Period, today: string): "open" | "settled" =>
  period.end >= today ? "open" : "settled";

/** The agent's accepted dividend contract (the newest), or null. */
export function acceptedContract(context: BackendContext, agentId: number) {
  const row = context
    .sql(
      "SELECT tiers, decided_at AS acceptedAt FROM contract_offer WHERE member_id = ? AND kind = 'dividend' AND state = 'accepted' ORDER BY id DESC LIMIT 1",
    )
    .get(agentId) as { tiers: string; acceptedAt: string } | undefined;
  return row ? { tiers: JSON.parse(row.tiers) as ContractTier[], acceptedAt: row.acceptedAt } : null;
}

/**
 * A period's team play (cents) and the dividend the tiers give on it: what the page shows and what
 * the settlement pays, from this one query.
 */
export function periodDividend(
  context: BackendContext,
  agentId: number,
  period: Period,
  tiers: readonly ContractTier[],
) {
  const { bet, win } = context
    .sql(
      `${TEAM} SELECT
         COALESCE(SUM(CASE WHEN l.kind = 'bet' THEN -l.amount_cents END), 0) AS bet,
         COALESCE(SUM(CASE WHEN l.kind = 'win' THEN l.amount_cents END), 0) AS win
       FROM ledger l JOIN team t ON t.id = l.member_id
       WHERE l.kind IN ('bet', 'win') AND substr(l.created_at, 1, 10) BETWEEN @start AND @end`,
    )
    .get({ agent: agentId, ...period }) as { bet: number; win: number };
  return { bet, win, dividendCents: dividendCents(win - bet, tiers) };
}

/** The dividend periods overlapping the range, newest first, each with the team's figures; null without a contract. */
export function teamDividends(
  context: BackendContext,
  agentId: number,
  range: DayRange,
  { page, size }: Page,
  today: string,
) {
  const contract = acceptedContract(context, agentId);
  if (!contract) return null;
  const periods = periodsOf(range);
  return {
    tiers: contract.tiers.map((t) => ({ threshold: t.thresholdCents / 100, rate: t.ratePermille / 10 })),
    total: periods.length,
    list: periods.slice((page - 1) * size, page * size).map((period) => {
      const { bet, win, dividendCents } = periodDividend(context, agentId, period, contract.tiers);
      return {
        ...period,
        bet: bet / 100,
        win: win / 100,
        net: (win - bet) / 100,
        dividend: dividendCents / 100,
        state: periodState(period, today),
        /** When the period's dividend was paid into the agent's wallet, or null (none yet, or nothing to pay). */
        paidAt: paidAt(context, "dividend", agentId, period.start),
      };
    }),
  };
}
