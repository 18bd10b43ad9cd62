// Money on screen (issue 11): amounts travel as integer minor units (cents) and are shown with the
// merchant's currency format, by default the CNY symbol, grouping and two decimals.

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(currency: string): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(currency, format);
  }
  return format;
}

/** `cents` in the currency's symbol with grouping and two decimals: 123456 -> "¥1,234.56". */
export function formatMoney(cents: number, currency = "CNY"): string {
  return formatOf(currency).format(cents / 100);
}

/**
 * A typed amount ("1,000", "250.5", "12.34") in cents, or null when it is not a positive amount with
 * at most two decimals. Parsed from the digits, not through floating point: "0.29" is 29 cents.
 */
export function parseAmountCents(typed: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(typed.trim().replaceAll(",", ""));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents > 0 ? cents : null;
}
