// Days and times in the visitor's locale (issue 13, decision 0039). Apart from locale-format.ts, whose
// `localeTag` every page's shell carries (the header's balance): only the pages that show dates load these.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, withTime: boolean, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${withTime} ${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      ...(withTime && { hour: "2-digit", minute: "2-digit", hourCycle: "h23" as const }),
      // A day ("2026-11-19") is the same day everywhere; an instant is shown on the visitor's clock
      // (RequestState.timeZone), the zone their records' days are counted in.
      timeZone,
    });
    dateFormats.set(key, format);
  }
  return format;
}

const isDayText = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text.trim());

/** "2026-11-19", "2026-11-19 09:00:00" or an ISO instant as a Date (UTC when it names no zone). */
function parseTime(text: string): Date | null {
  const iso = text.trim().replace(" ", "T");
  const date = new Date(/T/.test(iso) && !/(Z|[+-]\d\d:?\d\d)$/.test(iso) ? `${iso}Z` : iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A day as the locale writes it (en-US 11/19/2026, vi-VN 19/11/2026, ko-KR 2026. 11. 19.), for the
 * dates the spec leaves free (records, inbox, withdrawals); a text that is no date stays as it is.
 */
export function formatDate(day: string, locale: string, timeZone = "UTC"): string {
  const date = parseTime(day);
  return date ? dateFormat(locale, false, isDayText(day) ? "UTC" : timeZone).format(date) : day;
}

/**
 * A time (day, hours and minutes, 24-hour) as the locale writes it on the visitor's clock
 * (`timeZone`, UTC when not given): en-US 11/19/2026, 09:00.
 */
export function formatDateTime(time: string, locale: string, timeZone = "UTC"): string {
  const date = parseTime(time);
  return date ? dateFormat(locale, true, timeZone).format(date) : time;
}

/**
 * A time as machines read it (an HTML <time>'s dateTime): the ISO instant in UTC, or the day alone
 * for a day; a text that is no time stays as it is. Never the locale's writing ("11/19/2026, 09:00").
 */
export function machineTime(time: string): string {
  if (isDayText(time)) return time.trim();
  const date = parseTime(time);
  return date ? date.toISOString() : time;
}
