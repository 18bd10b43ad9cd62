import { DateFilter, TeamReport } from "~/ui/agent/team-controls";
import { useUnitsMoney } from "~/ui/use-money";
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
  const money = useUnitsMoney();
  const t = useT();
  const { query, today, rows } = loaderData;
  return (
    <section className="agent-page">
      <DateFilter query={query} today={today} />
      <TeamReport
        query={query}
        today={today}
        total={rows.total}
        size={SIZE}
        columns={[
          t("agent.report.account"),
          t("agent.report.betCount"),
          t("agent.report.bet"),
          t("agent.report.profit"),
        ]}
      >
        {rows.list.map((r) => (
          <tr key={r.account}>
            <td>{r.account}</td>
            <td>{r.betCount}</td>
            <td>{money(r.bet)}</td>
            <td>{money(r.profit)}</td>
          </tr>
        ))}
      </TeamReport>
    </section>
  );
}
