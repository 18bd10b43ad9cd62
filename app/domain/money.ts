// Money on screen (issue 11): amounts travel as integer minor units (cents) and are shown in the
// merchant's currency format; the default is the CNY symbol, grouping and two decimals.
const SYMBOLS: Readonly<Record<string, string>> = { CNY: "¥", USD: "$", KRW: "₩", EUR: "€", JPY: "¥" };

/** "¥1,234.50" for 123450; a negative amount keeps its sign in front ("-¥0.50"). */
export function formatMoney(cents: number, currency = "CNY"): string {
  const whole = Number.isSafeInteger(cents) ? cents : 0;
  const abs = Math.abs(whole);
  const units = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = String(abs % 100).padStart(2, "0");
  return `${whole < 0 ? "-" : ""}${SYMBOLS[currency] ?? `${currency} `}${units}.${fraction}`;
}
