import { todayOf } from "~/domain/day";
import { redirect, type RouterContextProvider } from "react-router";
import { getLocale } from "~/.server/i18n";
import { localeTag } from "~/domain/locale-format";
import { formatDateTime } from "~/domain/locale-dates";
import { oldestRecordDay, readRecordQuery, recordSearch, type RecordQuery } from "~/domain/records";

/**
 * The page's date range and page from its URL; a missing or bad value redirects to the corrected
 * URL (with the page's own parameters `extra`), so the state is always in the address.
 */
export function recordQueryOf(
  request: Request,
  extra: Record<string, string> = {},
): { query: RecordQuery; today: string; oldest: string } {
  const url = new URL(request.url);
  const today = todayOf();
  const { query, corrected } = readRecordQuery(url.searchParams, today);
  if (corrected) throw redirect(url.pathname + recordSearch(query, extra));
  return { query, today, oldest: oldestRecordDay(today) };
}

/** "2026-11-23 14:05" of an ISO time, UTC like the date range. */
/** How a loader writes its records' times: in the request's locale (decision 0039), read once. */
export function recordTimes(context: Readonly<RouterContextProvider>): (iso: string) => string {
  const locale = localeTag(getLocale(context));
  return (iso) => formatDateTime(iso, locale);
}
