// Record pages (accounts §2: bet record, account record, profit and loss): a date range and a page
// kept in the URL. A bad or missing value is corrected (the loader redirects to the corrected URL),
// never refused, so an old bookmark or a hand-edited address still shows a list.
import dayjs from "dayjs";
import { isDay } from "./day";

export const RECORD_PAGE_SIZE = 20;
/** How far back records go and the widest range one query spans, in days. */
const RECORD_HISTORY_DAYS = 90;

export type RecordQuery = { start: string; end: string; page: number };

/** The first day a record page can show (the history window ends today). */
export function oldestRecordDay(today: string): string {
  return dayjs(today)
    .subtract(RECORD_HISTORY_DAYS - 1, "day")
    .format("YYYY-MM-DD");
}

/**
 * The query of a record page from its search parameters and today's date (YYYY-MM-DD, the
 * merchant's day). Default: the last 7 days, page 1. A range is put in order, clipped to today and
 * to the history window; a page below 1 or not a number is 1.
 */
export function readRecordQuery(
  params: URLSearchParams,
  today: string,
): { query: RecordQuery; corrected: boolean } {
  const oldest = oldestRecordDay(today);
  const clip = (day: string) => (day > today ? today : day < oldest ? oldest : day);
  const rawStart = params.get("start");
  const rawEnd = params.get("end");
  let end = isDay(rawEnd) ? clip(rawEnd) : today;
  let start = clip(isDay(rawStart) ? rawStart : dayjs(end).subtract(6, "day").format("YYYY-MM-DD"));
  if (start > end) [start, end] = [end, start];
  const rawPage = params.get("page");
  const page = rawPage !== null && /^\d+$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
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
