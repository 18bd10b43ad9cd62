// Balance widget (accounts §2 "Home header"): "shown with 0 decimals, masked with 2 decimals".
// Read as: the visible amount is a grouped whole number; the mask is a fixed "****.**" (the masked
// rendering keeps the 2-decimal shape). The mask has a fixed length so it does not reveal the magnitude.
export const MASKED_BALANCE = "****.**";

// Whole units are truncated, never rounded up, so the widget never shows more money than the wallet holds.
export function formatBalance(value: number, masked: boolean): string {
  if (masked) return MASKED_BALANCE;
  const whole = Number.isFinite(value) ? Math.trunc(value) : 0;
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}

// Masked while hidden by the user and while a refresh is in flight.
export function isBalanceMasked(state: { hidden: boolean; refreshing: boolean }): boolean {
  return state.hidden || state.refreshing;
}
