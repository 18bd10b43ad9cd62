// Settlement of agents' rebates and dividends (issue 12, docs/decisions/0038): an operator settles a
// day (rebate) or a half-month period (dividend) once it is over; each agent's amount is computed by
// the same queries the agent's pages show (store/agent-rebate.ts, store/agent-dividend.ts) and paid
// through the ledger under a key per agent, kind and period, so settling again pays nothing more.
import type { BackendContext } from "../context.ts";
import { postLedger } from "./ledger.ts";
import { NON_AGENT_TYPES } from "./members.ts";
import { rebateDayTotals } from "./agent-rebate.ts";
import { acceptedContract, periodDividend, periodOf, type Period } from "./agent-dividend.ts";
import { payoutKey, type PayoutKind } from "./agent-payouts.ts";

export type Settlement =
  | {
      ok: true;
      kind: PayoutKind;
      period: Period;
      /** Every agent with something to pay; `repeated` when it had been paid before. */
      payouts: Array<{ account: string; amountCents: number; repeated: boolean }>;
    }
  | { ok: false; period: Period };

/** Pays each agent's amount for the period; amounts of zero pay nothing. One transaction for the run. */
function settle(
  context: BackendContext,
  kind: PayoutKind,
  period: Period,
  amounts: () => Array<{ id: number; account: string; cents: number }>,
): Settlement {
  const payouts = context.db.transaction(() =>
    amounts()
      .filter((a) => a.cents > 0)
      .map((a) => {
        const posted = postLedger(context.db, {
          memberId: a.id,
          kind,
          amountCents: a.cents,
          reference: `${kind}:${period.start}${period.end === period.start ? "" : `..${period.end}`}`,
          idempotencyKey: payoutKey(kind, a.id, period.start),
        });
        return { account: a.account, amountCents: a.cents, repeated: !posted.posted };
      }),
  )();
  return { ok: true, kind, period, payouts };
}

/** Settles the team rebate of `day` for every agent; refused while the day is not over. */
export function settleRebateDay(context: BackendContext, day: string, today: string): Settlement {
  const period = { start: day, end: day };
  if (day >= today) return { ok: false, period };
  return settle(context, "rebate", period, () => {
    const agents = context
      .sql(
        `SELECT a.id, a.account FROM members a WHERE a.type NOT IN (${NON_AGENT_TYPES.join(", ")})
         AND EXISTS (SELECT 1 FROM members d WHERE d.parent_id = a.id) ORDER BY a.id`,
      )
      .all() as Array<{ id: number; account: string }>;
    return agents.map((a) => ({
      ...a,
      cents: rebateDayTotals(context, a.id, period).find((d) => d.date === day)?.cents ?? 0,
    }));
  });
}

/** Settles the dividend of the half-month period holding `day` for every agent with an accepted contract. */
export function settleDividendPeriod(context: BackendContext, day: string, today: string): Settlement {
  const period = periodOf(day);
  if (period.end >= today) return { ok: false, period };
  return settle(context, "dividend", period, () => {
    const agents = context
      .sql(
        `SELECT DISTINCT m.id, m.account FROM contract_offer c JOIN members m ON m.id = c.member_id
         WHERE c.kind = 'dividend' AND c.state = 'accepted' ORDER BY m.id`,
      )
      .all() as Array<{ id: number; account: string }>;
    return agents.map((a) => {
      const contract = acceptedContract(context, a.id)!;
      return { ...a, cents: periodDividend(context, a.id, period, contract.tiers).dividendCents };
    });
  });
}
