// Days written "YYYY-MM-DD". One reader of a typed day for every record and report page, so a
// well-formed but impossible date ("2026-13-45", "9999-99-99") is never handed to Date and thrown
// back as a RangeError (issue 21). Which instants a day holds depends on a time zone: the record,
// report and team pages count the visitor's days (issue 22), settlements the platform's (UTC).

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const MS_PER_DAY = 86_400_000;

/** The UTC day of an instant: "YYYY-MM-DD". */
export const dayOfMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The platform's zone: settlement days (rebates, dividends) and a visitor whose zone is unknown. */
export const PLATFORM_ZONE = "UTC";
/** The cookie the browser names its time zone in (entry.client.tsx), read by the BFF. */
export const ZONE_COOKIE = "tz";

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a zone's calendar and clock, or null when the zone is unknown to the runtime. */
function zoneFormat(zone: string): Intl.DateTimeFormat | null {
  let format = zoneFormats.get(zone);
  if (format) return format;
  if (!ZONE_NAME.test(zone)) return null;
  try {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
    });
  } catch {
    return null;
  }
  zoneFormats.set(zone, format);
  return format;
}

/** Whether `name` is a time zone the runtime knows ("Asia/Shanghai", "America/New_York", "UTC"). */
export const isTimeZone = (name: unknown): name is string =>
  typeof name === "string" && zoneFormat(name) !== null;

/** The day and hour of an instant on a zone's clock (an unknown zone counts as the platform's). */
function clockOf(ms: number, zone: string): { day: string; hour: number } {
  const format = zoneFormat(zone) ?? zoneFormat(PLATFORM_ZONE)!;
  const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
  return { day: `${part.year}-${part.month}-${part.day}`, hour: Number(part.hour) };
}

/**
 * Today in a zone: the one "today" of the record, report and team pages (issue 22), in the
 * visitor's zone so that "today" ends at their midnight; the backend is told the same zone, so its
 * days and the page's agree on where a day ends.
 */
export const todayOf = (now: number = Date.now(), zone: string = PLATFORM_ZONE): string =>
  clockOf(now, zone).day;

/** The hour (0-23) of an instant on a zone's clock: the agent greeting's. */
export const hourOf = (now: number, zone: string): number => clockOf(now, zone).hour;

/** The instant a day starts (UTC); NaN for text that is not a day. */
export const msOfDay = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** Whether `text` is a real calendar day written "YYYY-MM-DD" (not 2026-02-30, not 2026-13-45). */
export function isDay(text: string | null | undefined): text is string {
  if (typeof text !== "string" || !DAY.test(text)) return false;
  const ms = msOfDay(text);
  return !Number.isNaN(ms) && dayOfMs(ms) === text;
}
