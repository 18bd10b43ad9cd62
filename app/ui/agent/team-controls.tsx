import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { pageCount, teamSearch, type TeamQuery } from "~/domain/agent";
import { useT } from "../use-t";

/** The date range of a team page: a GET form, so the range lives in the address (works without JavaScript). */
export function DateFilter({ query, today }: { query: TeamQuery; today: string }) {
  const t = useT();
  return (
    <Form method="get" className="agent-filter">
      <label>
        {t("agent.team.from")}
        <input type="date" name="startDate" defaultValue={query.startDate} max={today} required />
      </label>
      <label>
        {t("agent.team.to")}
        <input type="date" name="endDate" defaultValue={query.endDate} max={today} required />
      </label>
      <button type="submit" className="button button--primary">
        {t("agent.team.apply")}
      </button>
    </Form>
  );
}

/** Previous and next page links that keep the rest of the state. */
export function Pager({
  query,
  today,
  total,
  size,
}: {
  query: TeamQuery;
  today: string;
  total: number;
  size: number;
}) {
  const t = useT();
  const pages = pageCount(total, size);
  if (pages <= 1) return null;
  const to = (page: number) => teamSearch({ ...query, page }, today) || "?";
  return (
    <nav className="agent-pager" aria-label={t("agent.team.page", { page: query.page, pages })}>
      {query.page > 1 ? <Link to={to(query.page - 1)}>{t("agent.team.previous")}</Link> : <span />}
      <span>{t("agent.team.page", { page: query.page, pages })}</span>
      {query.page < pages ? <Link to={to(query.page + 1)}>{t("agent.team.next")}</Link> : <span />}
    </nav>
  );
}

/**
 * A team report's list: the empty state when nothing is in the range, else a table with its column
 * headings, its rows (`children`), an optional footer row and the pager.
 */
export function TeamReport({
  query,
  today,
  total,
  size,
  columns,
  empty,
  foot,
  children,
}: {
  query: TeamQuery;
  today: string;
  total: number;
  size: number;
  columns: readonly string[];
  empty?: string;
  foot?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  if (total === 0) return <p className="agent-empty">{empty ?? t("agent.team.empty")}</p>;
  return (
    <>
      <table className="agent-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
      <Pager query={query} today={today} total={total} size={size} />
    </>
  );
}
