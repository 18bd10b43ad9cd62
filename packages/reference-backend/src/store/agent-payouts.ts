// Payouts of an agent's rebate and dividends (docs/decisions/0038): a payout is one ledger row of
// kind `rebate` or `dividend` whose idempotency key names the agent and the period, so it is made at
// most once however often (or in parallel) the period is settled, and its state is read back from
// the ledger: no settlement table to keep in step.
import type { BackendContext } from "../context.ts";

export type PayoutKind = "rebate" | "dividend";

/** The ledger key of an agent's payout for a period (a day for a rebate, a period's first day for a dividend). */
export const payoutKey = (kind: PayoutKind, agentId: number, periodStart: string) =>
  `agent-${kind}:${agentId}:${periodStart}`;

/** When the payout of that period was made (ISO), or null while it is not. */
export function paidAt(
  context: BackendContext,
  kind: PayoutKind,
  agentId: number,
  periodStart: string,
): string | null {
  const at = context
    .sql("SELECT created_at FROM ledger WHERE idempotency_key = ?")
    .pluck()
    .get(payoutKey(kind, agentId, periodStart)) as string | undefined;
  return at ?? null;
}
