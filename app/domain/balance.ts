// Balance widget (accounts §2 "Home header"): "shown with 0 decimals, masked with 2 decimals".
// Read as: the visible amount is a grouped whole number; the mask is a fixed "****.**" (the masked
// rendering keeps the 2-decimal shape). The mask has a fixed length so it does not reveal the magnitude.
export const MASKED_BALANCE = "****.**";

/** "1234567" -> "1,234,567": thousands grouped with commas (the balance widget and formatMoney). */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

// Whole units are truncated, never rounded up, so the widget never shows more money than the wallet holds.
export function formatBalance(value: number, masked: boolean): string {
  if (masked) return MASKED_BALANCE;
  const whole = Number.isFinite(value) ? Math.trunc(value) : 0;
  const digits = groupDigits(String(Math.abs(whole)));
  return whole < 0 ? `-${digits}` : digits;
}

// Masked while hidden by the user and while a refresh is in flight.
export function isBalanceMasked(state: { hidden: boolean; refreshing: boolean }): boolean {
  return state.hidden || state.refreshing;
}
