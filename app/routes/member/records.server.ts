import { todayOf } from "~/domain/day";
import { redirect, type RouterContextProvider } from "react-router";
import { requestContext } from "~/.server/context";
import { oldestRecordDay, readRecordQuery, recordSearch, type RecordQuery } from "~/domain/records";

/**
 * The page's date range and page from its URL; a missing or bad value redirects to the corrected
 * URL (with the page's own parameters `extra`), so the state is always in the address.
 */
export function recordQueryOf(
  url: URL,
  context: Readonly<RouterContextProvider>,
  extra: Record<string, string> = {},
): { query: RecordQuery; today: string; oldest: string } {
  const today = todayOf(Date.now(), context.get(requestContext).timeZone);
  const { query, corrected } = readRecordQuery(url.searchParams, today);
  if (corrected) throw redirect(url.pathname + recordSearch(query, extra));
  return { query, today, oldest: oldestRecordDay(today) };
}
