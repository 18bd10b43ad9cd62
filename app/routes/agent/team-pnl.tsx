import { requestContext } from "~/.server/context";
import { requireAgent } from "~/.server/guards";
import { critical } from "~/.server/loader-data";
import { DateFilter, TeamReport } from "~/ui/agent/team-controls";
import { useUnitsMoney } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/team-pnl";
import { teamQuery } from "./agent.server";
import "~/styles/agent.css";

const SIZE = 10;

/** /m/agent/team/pnl: the team's bets, wins and profit per day over a range, with the range's totals. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAgent(request, context);
  const { query, today } = teamQuery(request);
  const { backend } = context.get(requestContext);
  const [days, kpi] = await critical(
    context,
    Promise.all([backend.teamPnl({ ...query, size: SIZE }), backend.teamKpi(query)]),
  );
  return { query, today, days, total: { bet: kpi.teamBet, win: kpi.teamWin, profit: kpi.teamProfit } };
}

export default function TeamPnl({ loaderData }: Route.ComponentProps) {
  const money = useUnitsMoney();
  const t = useT();
  const { query, today, days, total } = loaderData;
  return (
    <section className="agent-page">
      <DateFilter query={query} today={today} />
      <TeamReport
        query={query}
        today={today}
        total={days.total}
        size={SIZE}
        columns={[
          t("agent.report.date"),
          t("agent.report.bet"),
          t("agent.report.win"),
          t("agent.report.profit"),
        ]}
        foot={
          <tr>
            <td>{t("agent.report.total")}</td>
            <td>{money(total.bet)}</td>
            <td>{money(total.win)}</td>
            <td data-testid="pnl-total">{money(total.profit)}</td>
          </tr>
        }
      >
        {days.list.map((d) => (
          <tr key={d.date}>
            <td>{d.date}</td>
            <td>{money(d.bet)}</td>
            <td>{money(d.win)}</td>
            <td>{money(d.profit)}</td>
          </tr>
        ))}
      </TeamReport>
    </section>
  );
}
