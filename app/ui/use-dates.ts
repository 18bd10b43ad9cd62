import { formatDate, formatDateTime } from "~/domain/locale-dates";
import { useLocaleTag } from "./use-money";

/** Days and times in the page language's locale (decision 0039), as the server writes them too. */
export function useDates() {
  const locale = useLocaleTag();
  return {
    date: (day: string) => formatDate(day, locale),
    dateTime: (time: string) => formatDateTime(time, locale),
  };
}
