// Record pages (accounts §2: bet record, account record, profit and loss): a date range and a page
// kept in the URL. A bad or missing value is corrected (the loader redirects to the corrected URL),
// never refused, so an old bookmark or a hand-edited address still shows a list.
import dayjs from "dayjs";
import { oldestDay, readDayRange, readPage } from "./day-range";

export const RECORD_PAGE_SIZE = 20;
/** How far back records go, in days (today included). */
const RECORD_RANGE = { defaultDays: 7, historyDays: 90 } as const;

export type RecordQuery = { start: string; end: string; page: number };

/** The first day a record page can show (the history window ends today). */
export const oldestRecordDay = (today: string): string => oldestDay(today, RECORD_RANGE.historyDays);

/**
 * The query of a record page from its search parameters and today (the platform's day), read by the
 * one range reader (day-range.ts): by default the last 7 days, page 1. `corrected` says the address
 * must change: it always names its range, so the state is in the address.
 */
export function readRecordQuery(
  params: URLSearchParams,
  today: string,
): { query: RecordQuery; corrected: boolean } {
  const rawStart = params.get("start");
  const rawEnd = params.get("end");
  const rawPage = params.get("page");
  const { start, end } = readDayRange(rawStart, rawEnd, today, RECORD_RANGE);
  const page = readPage(rawPage);
  const corrected = rawStart !== start || rawEnd !== end || (rawPage !== null && rawPage !== String(page));
  return { query: { start, end, page }, corrected };
}

/** The search string of a query, with the extra parameters a page keeps (e.g. types=A). */
export function recordSearch(query: RecordQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...extra, start: query.start, end: query.end });
  if (query.page > 1) params.set("page", String(query.page));
  return `?${params.toString()}`;
}

/** The quick ranges a record page offers: today, yesterday, the last 7 and the last 30 days. */
export function quickRanges(
  today: string,
): Array<{ key: "today" | "yesterday" | "week" | "month"; start: string; end: string }> {
  const ago = (days: number) => dayjs(today).subtract(days, "day").format("YYYY-MM-DD");
  return [
    { key: "today", start: today, end: today },
    { key: "yesterday", start: ago(1), end: ago(1) },
    { key: "week", start: ago(6), end: today },
    { key: "month", start: ago(29), end: today },
  ];
}
