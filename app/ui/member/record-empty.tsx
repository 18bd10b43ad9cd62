import { formatDate } from "~/domain/locale-dates";
import type { RecordQuery } from "~/domain/records";
import { useLocaleTag } from "../use-money";
import { useT } from "../use-t";

/** A day kept on one line: a narrow screen would break "19/11/2026" or "2026. 11. 19." inside it. */
const unbroken = (day: string) => day.replaceAll("-", "\u2011").replaceAll(" ", "\u00a0");

/** A record page's empty state, naming the range it searched in the page's locale. */
export function RecordEmpty({ query }: { query: RecordQuery }) {
  const t = useT();
  const locale = useLocaleTag();
  const day = (value: string) => unbroken(formatDate(value, locale));
  return (
    <p className="record-empty">
      {t("member.records.empty", { start: day(query.start), end: day(query.end) })}
    </p>
  );
}
