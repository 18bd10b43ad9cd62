// The platform's days as instants. The record, report and team endpoints take `timeZone` (an IANA
// name, docs/backend-api.md "Days"): their days are the caller's calendar days, so "today" ends at
// the player's midnight. Without it, and always for settlements (rebates, dividends), a day is the
// platform's UTC day. The reference backend keeps its own copy of these rules (it stands apart from
// the front end it serves).
import { z } from "zod";
import { optional } from "./params.ts";

/** A range of calendar days, both ends included, in `timeZone` (the platform's UTC when absent). */
export type DayRange = { start: string; end: string; timeZone?: string };

const DAY_MS = 86_400_000;
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(zone: string): Intl.DateTimeFormat | null {
  let clock = clocks.get(zone);
  if (clock) return clock;
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return null;
  try {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
  } catch {
    return null;
  }
  clocks.set(zone, clock);
  return clock;
}

export const isTimeZone = (name: string) => clockOf(name) !== null;

/** The optional `timeZone` parameter: a zone the platform knows, else 400 param.invalid. */
export const timeZoneParam = optional(z.string().max(64).refine(isTimeZone, "unknown time zone"));

/** How far the zone's clock is ahead of UTC at an instant, in ms (Asia/Shanghai: 8 h). */
function offsetAt(ms: number, zone: string): number {
  const part = Object.fromEntries(
    clockOf(zone)!
      .formatToParts(ms)
      .map((p) => [p.type, Number(p.value)]),
  );
  const clock = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return clock - (ms - (ms % 1000));
}

/** The instant a day starts in a zone; asked twice so that a day after a clock change is right. */
export function dayStartMs(day: string, zone = "UTC"): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  if (zone === "UTC") return midnightUtc;
  const guess = midnightUtc - offsetAt(midnightUtc, zone);
  return midnightUtc - offsetAt(guess, zone);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The range as [from, to) in ms since the epoch. */
export const rangeMs = (r: DayRange): [number, number] => [
  dayStartMs(r.start, r.timeZone),
  dayStartMs(nextDay(r.end), r.timeZone),
];

/** The range as [from, to) ISO texts (the ledger keeps ISO timestamps, which sort as text). */
export const rangeIso = (r: DayRange): [string, string] =>
  rangeMs(r).map((ms) => new Date(ms).toISOString()) as [string, string];

/** Each day of the range with its [from, to) ISO instants, oldest first: for figures per day. */
export function daysOf(r: DayRange): Array<{ day: string; from: string; to: string }> {
  const days = [];
  for (let day = r.start; day <= r.end; day = nextDay(day)) {
    const [from, to] = rangeIso({ start: day, end: day, timeZone: r.timeZone });
    days.push({ day, from, to });
  }
  return days;
}
