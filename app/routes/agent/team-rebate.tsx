import { money, PayoutState, TeamListPage } from "~/ui/agent/team-controls";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/team-rebate";
import { teamListPage } from "./agent.server";
import "~/styles/agent.css";

const SIZE = 10;

/**
 * /m/member/teamRebate: what the team's bets earned the agent over a range, per day and member (the
 * agent's rate minus that of the downline heading the member's branch), with the range's total, and
 * each day's payout (open today, then pending until an operator settles the day, then paid).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return teamListPage(request, context, SIZE, (backend, query) => backend.teamRebate(query));
}

export default function TeamRebate({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, today, rows } = loaderData;
  return (
    <TeamListPage
      query={query}
      today={today}
      rows={rows}
      size={SIZE}
      rowKey={(r) => `${r.date} ${r.account}`}
      columns={[
        { title: t("agent.report.date"), cell: (r) => r.date },
        { title: t("agent.report.account"), cell: (r) => r.account },
        { title: t("agent.report.bet"), cell: (r) => money(r.bet) },
        { title: t("agent.rebate.rate"), cell: (r) => `${r.rate.toFixed(1)}%` },
        { title: t("agent.rebate.amount"), cell: (r) => money(r.rebate) },
      ]}
      foot={
        <tr>
          <td colSpan={2}>{t("agent.report.total")}</td>
          <td>{money(rows.sum.bet)}</td>
          <td />
          <td data-testid="rebate-total">{money(rows.sum.rebate)}</td>
        </tr>
      }
    >
      {rows.days.length > 0 ? (
        <>
          <h2>{t("agent.payout.title")}</h2>
          <table className="agent-table" aria-label={t("agent.payout.title")}>
            <thead>
              <tr>
                <th scope="col">{t("agent.report.date")}</th>
                <th scope="col">{t("agent.rebate.amount")}</th>
                <th scope="col">{t("agent.dividends.state")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.days.map((d) => (
                <tr key={d.date} data-day={d.date}>
                  <td>{d.date}</td>
                  <td>{money(d.rebate)}</td>
                  <td>
                    <PayoutState state={d.state} paidAt={d.paidAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{t("agent.rebate.records")}</h2>
        </>
      ) : null}
    </TeamListPage>
  );
}
