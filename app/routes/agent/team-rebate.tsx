import { DateFilter, TeamReport } from "~/ui/agent/team-controls";
import { useUnitsMoney } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/team-rebate";
import { teamListPage } from "./agent.server";
import "~/styles/agent.css";

const SIZE = 10;

/**
 * /m/member/teamRebate: what the team's bets earned the agent over a range, per day and member (the
 * agent's rate minus that of the downline heading the member's branch), with the range's total.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return teamListPage(request, context, SIZE, (backend, query) => backend.teamRebate(query));
}

export default function TeamRebate({ loaderData }: Route.ComponentProps) {
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
          t("agent.report.date"),
          t("agent.report.account"),
          t("agent.report.bet"),
          t("agent.rebate.rate"),
          t("agent.rebate.amount"),
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
        {rows.list.map((r) => (
          <tr key={`${r.date} ${r.account}`}>
            <td>{r.date}</td>
            <td>{r.account}</td>
            <td>{money(r.bet)}</td>
            <td>{r.rate.toFixed(1)}%</td>
            <td>{money(r.rebate)}</td>
          </tr>
        ))}
      </TeamReport>
    </section>
  );
}
