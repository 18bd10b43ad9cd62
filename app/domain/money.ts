// Money on screen (issue 11): amounts travel as integer minor units (cents) and are shown in the
// merchant's currency (by default the CNY symbol) with two decimals, grouped and with the decimal mark
// of the visitor's locale (issue 13, decision 0036): "¥1,234.56" in English, "1.234,56 ¥" in Vietnamese.

/** The merchant's currency when it names none (accounts: "Default currency format: CNY"). */
export const DEFAULT_CURRENCY = "CNY";

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * `cents` in the currency's symbol with two decimals, in the grouping and decimal mark of `locale`
 * (a BCP 47 tag, see `localeTag`): 123456 -> "¥1,234.56" (en-US), "1.234,56 ¥" (vi-VN).
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  // `|| 0`: a negative zero (no stakes: -0) would read "-¥0.00".
  return formatOf(currency, locale).format(cents / 100 || 0);
}

type Marks = { group: string; decimal: string };
const marksByLocale = new Map<string, Marks>();

/** The locale's grouping and decimal marks, as `Intl` writes them ("," and "." in en-US). */
function marksOf(locale: string): Marks {
  let marks = marksByLocale.get(locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: "always" }).formatToParts(1234567.5);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
    marks = { group: part("group"), decimal: part("decimal") };
    marksByLocale.set(locale, marks);
  }
  return marks;
}

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Digits with an optional "." and one or two decimals: understood in every locale. */
const PLAIN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * A typed amount in cents, or null when it is not a positive amount with at most two decimals.
 * Plain digits ("1000", "1000.5") are read the same in every locale; otherwise the amount is read
 * with the locale's own marks, groups of three ("1,000.50" in en-US, "1.000,50" in vi-VN, where
 * "1.000" is a thousand: the locale settles what a "." before three digits means). Parsed from the
 * digits, not through floating point: "0.29" is 29 cents.
 */
export function parseAmountCents(typed: string, locale: string): number | null {
  const text = typed.trim();
  let match = PLAIN.exec(text);
  if (!match) {
    const { group, decimal } = marksOf(locale);
    const g = escape(group);
    const d = escape(decimal);
    const local = new RegExp(`^(\\d{1,3}(?:${g}\\d{3}){0,3}|\\d{1,12})(?:${d}(\\d{1,2}))?$`).exec(text);
    match = local && PLAIN.exec(local[1]!.replaceAll(group, "") + (local[2] ? `.${local[2]}` : ""));
  }
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents > 0 ? cents : null;
}
