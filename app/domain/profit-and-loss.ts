// Profit and loss (accounts §2 /m/profitandloss, §7 "member PNL report"): computed from the member's
// account records of a date range. Game result = wins less stakes; promotions = bonus, reward,
// cashback and rebate credits; deposits and withdrawals move money but are neither profit nor loss.

export type KindTotal = { kind: string; amountCents: number };

export type ProfitAndLoss = {
  stakeCents: number;
  winCents: number;
  gameResultCents: number;
  promotionCents: number;
  profitCents: number;
};

const PROMOTION_KINDS = new Set(["bonus", "reward", "cashback", "rebate"]);

/** Totals per ledger kind (signed cents, stakes negative) to the report's lines. */
export function profitAndLoss(totals: readonly KindTotal[]): ProfitAndLoss {
  const sum = (pick: (kind: string) => boolean) =>
    totals.filter((t) => pick(t.kind)).reduce((acc, t) => acc + t.amountCents, 0);
  // 0 - x, not -x: no stakes is 0, not -0.
  const stakeCents = 0 - sum((k) => k === "bet");
  const winCents = sum((k) => k === "win");
  const promotionCents = sum((k) => PROMOTION_KINDS.has(k));
  const gameResultCents = winCents - stakeCents;
  return {
    stakeCents,
    winCents,
    gameResultCents,
    promotionCents,
    profitCents: gameResultCents + promotionCents,
  };
}
