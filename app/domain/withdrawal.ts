// Withdrawal rules (issue 11 "Withdrawal"): whether the member can withdraw yet, and what a typed
// amount may be against the balance and the merchant's per-order limits. All amounts in cents.

export type WithdrawLimits = { minCents: number; maxCents: number };

/**
 * What the withdraw page leads to: the funds password comes first (a card is bound with it), then a
 * bank card, then the form.
 */
export function withdrawStep(state: { fundsPasswordSet: boolean; cardCount: number }) {
  if (!state.fundsPasswordSet) return "fundsPassword" as const;
  if (state.cardCount === 0) return "bankCard" as const;
  return "form" as const;
}

/**
 * The message key of what is wrong with withdrawing `cents`, or null. The limits come before the
 * balance: a member below the minimum learns the minimum, not that the money is short.
 */
export function withdrawAmountError(
  cents: number,
  { balanceCents, minCents, maxCents }: WithdrawLimits & { balanceCents: number },
): string | null {
  if (cents < minCents) return "security.errors.amount_below_min";
  if (cents > maxCents) return "security.errors.amount_above_max";
  if (cents > balanceCents) return "security.errors.amount_above_balance";
  return null;
}
