// Balance widget (accounts §2 "Home header"): "shown with 0 decimals, masked with 2 decimals".
// Read as: the visible amount is a grouped whole number; the mask is a fixed "****.**" (the masked
// rendering keeps the 2-decimal shape). The mask has a fixed length so it does not reveal the magnitude.
// The spec fixes the decimals, not the grouping mark: the number is grouped as the visitor's locale
// groups (decision 0036), "1,234" in English, "1.234" in Vietnamese; the mask stays the spec's.
export const MASKED_BALANCE = "****.**";

// The wallet in cents, shown in whole units truncated, never rounded up, so the widget never shows
// more money than the wallet holds.
export function formatBalance(cents: number, masked: boolean, locale: string): string {
  if (masked) return MASKED_BALANCE;
  // `|| 0` turns -0 (a truncated -40 cents) into 0, which Intl would write as "-0".
  const whole = (Number.isFinite(cents) ? Math.trunc(cents / 100) : 0) || 0;
  return wholeFormatOf(locale).format(whole);
}

const wholeFormats = new Map<string, Intl.NumberFormat>();
function wholeFormatOf(locale: string): Intl.NumberFormat {
  let format = wholeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    wholeFormats.set(locale, format);
  }
  return format;
}

// Masked while hidden by the user and while a refresh is in flight.
export function isBalanceMasked(state: { hidden: boolean; refreshing: boolean }): boolean {
  return state.hidden || state.refreshing;
}
