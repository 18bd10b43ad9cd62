// The visitor's locale for numbers and dates (issue 13, decision 0036): each i18next language we ship
// as the BCP 47 tag `Intl` formats with. The server and the browser both format through `Intl` with
// this same tag, so a server-rendered amount and the hydrated one read the same.

/**
 * One region per language, the platform's market for it: pt is Brazil's, es Spain's (the `es`
 * default), zh Simplified Chinese. TY shows English texts (decision 0012), so it formats as English;
 * "ty" itself would be Tahitian to `Intl`.
 */
const LOCALE_TAGS: Record<string, string> = {
  en: "en-US",
  es: "es-ES",
  ja: "ja-JP",
  ko: "ko-KR",
  pt: "pt-BR",
  ty: "en-US",
  zh: "zh-CN",
  vi: "vi-VN",
  th: "th-TH",
  id: "id-ID",
};

/** The BCP 47 tag of an i18next language ("vi" -> "vi-VN"); English's for a language we do not ship. */
export function localeTag(lng: string): string {
  return LOCALE_TAGS[lng] ?? "en-US";
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      ...(withTime && { hour: "2-digit", minute: "2-digit", hourCycle: "h23" as const }),
      // The platform keeps its times and days in UTC (records, filters, the ledger's days).
      timeZone: "UTC",
    });
    dateFormats.set(key, format);
  }
  return format;
}

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
export function formatDate(day: string, locale: string): string {
  const date = parseTime(day);
  return date ? dateFormat(locale, false).format(date) : day;
}

/** A time (day, hours and minutes, 24-hour) as the locale writes it: en-US 11/19/2026, 09:00. */
export function formatDateTime(time: string, locale: string): string {
  const date = parseTime(time);
  return date ? dateFormat(locale, true).format(date) : time;
}
