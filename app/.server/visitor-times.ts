import type { RouterContextProvider } from "react-router";
import { formatDate, formatDateTime } from "~/domain/locale-dates";
import { localeTag } from "~/domain/locale-format";
import { requestContext } from "./context";
import { getLocale } from "./i18n";

/**
 * How a loader writes the platform's instants: in the request's locale (decision 0039) and on the
 * visitor's clock (RequestState.timeZone), the zone their records' days are counted in.
 */
export function visitorTimes(context: Readonly<RouterContextProvider>) {
  const locale = localeTag(getLocale(context));
  const { timeZone } = context.get(requestContext);
  return {
    /** "11/19/2026, 09:00" */
    dateTime: (iso: string) => formatDateTime(iso, locale, timeZone),
    /** "11/19/2026" */
    date: (iso: string) => formatDate(iso, locale, timeZone),
  };
}
