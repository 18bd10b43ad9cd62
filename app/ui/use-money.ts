import { localeTag } from "~/domain/locale-format";
import { DEFAULT_CURRENCY, formatMoney } from "~/domain/money";
import { formatRate } from "~/domain/rate";
import { useI18n } from "./use-t";

/** The page's language as the BCP 47 tag numbers and dates are formatted with ("vi" -> "vi-VN"). */
export function useLocaleTag(): string {
  return localeTag(useI18n().language);
}

/**
 * Money in the page language's locale (decision 0036): `money(cents)` in the default currency, or
 * `money(cents, currency)` in the merchant's. The server and the browser format with the same tag.
 */
export function useMoney() {
  const locale = useLocaleTag();
  return (cents: number, currency: string = DEFAULT_CURRENCY) => formatMoney(cents, currency, locale);
}

/** Rates (rebates, quotas, tiers) in one format, the page language's (app/domain/rate.ts). */
export function useRate() {
  const locale = useLocaleTag();
  return (percent: number | null) => formatRate(percent, locale);
}
