import type { ReactNode } from "react";
import { Form } from "react-router";
import { teamSearch, type PayoutState as PayoutStateName, type TeamQuery } from "~/domain/agent";
import { pagingOf } from "~/domain/paging";
import { Pager } from "../pager";
import { useDates } from "../use-dates";
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

/** The one pager (app/ui/pager.tsx) over a team list, keeping the rest of the page's state. */
export function TeamPager({
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
  return (
    <Pager
      paging={pagingOf(total, query.page, size)}
      hrefOf={(page) => teamSearch({ ...query, page }, today) || "?"}
    />
  );
}

/** A column of a team list: its heading and each row's cell (the first is the row's header). */
export interface TeamColumn<Row> {
  title: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A table of the agent area: a heading per column, a row per entry (each cell from its column) and an
 * optional footer row.
 */
export function AgentTable<Row>({
  rows,
  columns,
  rowKey,
  foot,
  label,
  className = "agent-table",
}: {
  rows: readonly Row[];
  columns: ReadonlyArray<TeamColumn<Row>>;
  rowKey: (row: Row) => string | number;
  foot?: ReactNode;
  label?: string;
  className?: string;
}) {
  return (
    <table className={className} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.title} scope="col">
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.title}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
      {foot ? <tfoot>{foot}</tfoot> : null}
    </table>
  );
}

/**
 * A team report's list: the empty state when nothing is in the range, else its table (a row per
 * entry of `list`, an optional footer row) and the pager.
 */
export function TeamReport<Row>({
  query,
  today,
  rows,
  size,
  columns,
  rowKey,
  empty,
  foot,
}: {
  query: TeamQuery;
  today: string;
  rows: { total: number; list: readonly Row[] };
  size: number;
  columns: ReadonlyArray<TeamColumn<Row>>;
  rowKey: (row: Row) => string;
  empty?: string;
  foot?: ReactNode;
}) {
  const t = useT();
  if (rows.total === 0) return <p className="agent-empty">{empty ?? t("agent.team.empty")}</p>;
  return (
    <>
      <AgentTable rows={rows.list} columns={columns} rowKey={rowKey} foot={foot} />
      <TeamPager query={query} today={today} total={rows.total} size={size} />
    </>
  );
}

/**
 * A team list page (team betting, P&L, rebate, dividends): `before` the date filter (e.g. a
 * contract's terms), the filter, `children` about the range, then the range's list.
 */
export function TeamListPage<Row>({
  before,
  children,
  ...report
}: Parameters<typeof TeamReport<Row>>[0] & { before?: ReactNode; children?: ReactNode }) {
  return (
    <section className="agent-page">
      {before}
      <DateFilter query={report.query} today={report.today} />
      {children}
      <TeamReport {...report} />
    </section>
  );
}

/** A payout's state: open, pending, settled, or paid with its day (docs/decisions/0038). */
export function PayoutState({ state, paidAt }: { state: PayoutStateName; paidAt: string | null }) {
  const t = useT();
  const { date } = useDates();
  return (
    <span className={`agent-payout agent-payout--${state}`} data-payout={state}>
      {state === "paid" && paidAt
        ? t("agent.payout.paid", { date: date(paidAt) })
        : t(`agent.payout.${state}`)}
    </span>
  );
}
