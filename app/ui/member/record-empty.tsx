import type { RecordQuery } from "~/domain/records";
import { useT } from "../use-t";

/** A day kept on one line: a narrow screen would break "2026-11-23" at its hyphens. */
const unbroken = (day: string) => day.replaceAll("-", "\u2011");

/** A record page's empty state, naming the range it searched. */
export function RecordEmpty({ query }: { query: RecordQuery }) {
  const t = useT();
  return (
    <p className="record-empty">
      {t("member.records.empty", { start: unbroken(query.start), end: unbroken(query.end) })}
    </p>
  );
}
