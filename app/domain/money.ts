// Money as the member sees it (accounts: "amounts in the merchant's currency format"): integer minor
// units (cents) end to end, shown with the currency's symbol, thousands grouped and two decimals.
// The header's balance widget keeps its own rule (balance.ts: whole units, masked); both group alike.
import { groupDigits } from "./balance";

export const DEFAULT_CURRENCY = "CNY";

/** Symbols of the currencies merchants use; another ISO code is shown as the code and a space. */
const SYMBOLS: Readonly<Record<string, string>> = {
  CNY: "¥",
  JPY: "¥",
  USD: "$",
  EUR: "€",
  KRW: "₩",
  BRL: "R$",
  PHP: "₱",
  THB: "฿",
  VND: "₫",
  INR: "₹",
};

export function currencySymbol(currency: string = DEFAULT_CURRENCY): string {
  return SYMBOLS[currency] ?? `${currency} `;
}

/** 123456 (cents) -> "¥1,234.56"; negative amounts "-¥1,234.56". Exact: no floating point on the way. */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY): string {
  const safe = Number.isSafeInteger(cents) ? cents : 0;
  const abs = String(Math.abs(safe)).padStart(3, "0");
  const text = `${currencySymbol(currency)}${groupDigits(abs.slice(0, -2))}.${abs.slice(-2)}`;
  return safe < 0 ? `-${text}` : text;
}

const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

/**
 * What a member typed as an amount ("100", "1,000.5", "99.99") in cents; null when it is not an
 * amount of at most two decimals (a third decimal is refused, never rounded away).
 */
export function parseAmountCents(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const [whole, fraction = ""] = trimmed.replaceAll(",", "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}
