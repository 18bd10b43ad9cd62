// Days as the platform keeps them: "YYYY-MM-DD", UTC calendar days. One reader of a typed day for
// every record and report page, so a well-formed but impossible date ("2026-13-45", "9999-99-99")
// is never handed to Date and thrown back as a RangeError (issue 21).

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const MS_PER_DAY = 86_400_000;

/** The UTC day of an instant: "YYYY-MM-DD". */
export const dayOfMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Today as the platform counts days (UTC, like every day above): the one "today" of the record,
 * report and team pages (issue 22), so their ranges and the backend's agree on where a day ends.
 */
export const todayOf = (now: number = Date.now()): string => dayOfMs(now);

/** The instant a day starts (UTC); NaN for text that is not a day. */
export const msOfDay = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** Whether `text` is a real calendar day written "YYYY-MM-DD" (not 2026-02-30, not 2026-13-45). */
export function isDay(text: string | null | undefined): text is string {
  if (typeof text !== "string" || !DAY.test(text)) return false;
  const ms = msOfDay(text);
  return !Number.isNaN(ms) && dayOfMs(ms) === text;
}
