import { DateFilter, money, Pager } from "~/ui/agent/team-controls";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/team-betting";
import { teamListPage } from "./agent.server";
import "~/styles/agent.css";

const SIZE = 10;

/** /m/teamBetting: each team member's bets and results over a range, most turnover first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return teamListPage(request, context, SIZE, (backend, query) => backend.teamBetting(query));
}

export default function TeamBetting({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, today, rows } = loaderData;
  return (
    <section className="agent-page">
      <DateFilter query={query} today={today} />
      {rows.total === 0 ? (
        <p className="agent-empty">{t("agent.team.empty")}</p>
      ) : (
        <>
          <table className="agent-table">
            <thead>
              <tr>
                <th scope="col">{t("agent.report.account")}</th>
                <th scope="col">{t("agent.report.betCount")}</th>
                <th scope="col">{t("agent.report.bet")}</th>
                <th scope="col">{t("agent.report.profit")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.list.map((r) => (
                <tr key={r.account}>
                  <td>{r.account}</td>
                  <td>{r.betCount}</td>
                  <td>{money(r.bet)}</td>
                  <td>{money(r.profit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager query={query} today={today} total={rows.total} size={SIZE} />
        </>
      )}
    </section>
  );
}
