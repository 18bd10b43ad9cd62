import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { quickRanges, recordSearch, type RecordQuery } from "~/domain/records";
import { useT } from "../use-t";

type Props = {
  query: RecordQuery;
  today: string;
  oldest: string;
  extra?: Record<string, string>;
  /** The page's own fields of the form (a type filter); the extra parameters they set are not hidden. */
  children?: ReactNode;
  fields?: readonly string[];
};

/**
 * The date range of a record page: a GET form (works without JavaScript; the range lands in the
 * URL) and the quick ranges as links. A new range starts again at page 1.
 */
export function RecordFilter({ query, today, oldest, extra = {}, children, fields = [] }: Props) {
  const t = useT();
  return (
    <div className="record-filter">
      <Form method="get" className="record-filter__form" aria-label={t("member.records.filter")}>
        {Object.entries(extra)
          .filter(([name]) => !fields.includes(name))
          .map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        <label>
          {t("member.records.start")}
          <input type="date" name="start" defaultValue={query.start} min={oldest} max={today} required />
        </label>
        <label>
          {t("member.records.end")}
          <input type="date" name="end" defaultValue={query.end} min={oldest} max={today} required />
        </label>
        {children}
        <button type="submit" className="button">
          {t("member.records.apply")}
        </button>
      </Form>
      <ul className="record-filter__quick">
        {quickRanges(today).map((range) => {
          const current = range.start === query.start && range.end === query.end;
          return (
            <li key={range.key}>
              <Link
                to={recordSearch({ start: range.start, end: range.end, page: 1 }, extra)}
                aria-current={current ? "true" : undefined}
              >
                {t(`member.records.quick.${range.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
