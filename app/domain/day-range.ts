// One reading of a date range and a page number from a page's address (issue 22), for every record,
// report and team page: the bet record, account record, profit and loss, deposit record and the
// agent's team pages. Each page names its parameters and its default span; what a bad value becomes
// is the same everywhere, and nothing in the address can make a page fail (issue 21).
import { dayOfMs, isDay, MS_PER_DAY, msOfDay } from "./day";

/** The widest range any page asks the backend for, in days. */
export const MAX_RANGE_DAYS = 90;
/** The highest page a page asks for (the backend's own bound). */
const MAX_PAGE = 10_000;

export type DayRange = { start: string; end: string };

const daysBefore = (day: string, days: number) => dayOfMs(msOfDay(day) - days * MS_PER_DAY);

/** A page's own facts about its range: the span shown by default, and how far back its history goes. */
export type RangeRule = {
  /** Days up to the end shown when the address names no start (1: the end day alone). */
  defaultDays: number;
  /** Days of history the page keeps (today included); none: as far back as the backend has. */
  historyDays?: number;
};

/** The first day a page with `historyDays` of history shows. */
export const oldestDay = (today: string, historyDays: number) => daysBefore(today, historyDays - 1);

/**
 * The range of two typed days (null when absent) and today (the platform's day, `todayOf`):
 * - a text that is no real day counts as absent; the end defaults to today, the start to
 *   `defaultDays` - 1 days before the end;
 * - a day after today is today (nothing is recorded in the future), a day before the page's history
 *   is its first day;
 * - a range the wrong way round is turned round;
 * - a range longer than MAX_RANGE_DAYS keeps its end and starts MAX_RANGE_DAYS - 1 days before it.
 */
export function readDayRange(
  rawStart: string | null,
  rawEnd: string | null,
  today: string,
  rule: RangeRule,
): DayRange {
  const oldest = rule.historyDays ? oldestDay(today, rule.historyDays) : null;
  const clip = (day: string) => (day > today ? today : oldest && day < oldest ? oldest : day);
  let end = isDay(rawEnd) ? clip(rawEnd) : today;
  let start = isDay(rawStart) ? clip(rawStart) : daysBefore(end, rule.defaultDays - 1);
  if (oldest && start < oldest) start = oldest;
  if (start > end) [start, end] = [end, start];
  const earliest = daysBefore(end, MAX_RANGE_DAYS - 1);
  return { start: start < earliest ? earliest : start, end };
}

/** A page number from the address: a whole number from 1 to 10 000, else 1. */
export function readPage(raw: string | null): number {
  const page = raw !== null && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
  return page <= MAX_PAGE ? page : 1;
}
