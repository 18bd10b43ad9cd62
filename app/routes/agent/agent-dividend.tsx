import { DateFilter, TeamReport } from "~/ui/agent/team-controls";
import { useUnitsMoney } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/agent-dividend";
import { teamListPage } from "./agent.server";
import "~/styles/agent.css";

const SIZE = 6;

/**
 * /m/member/agent/agentDivident: under the accepted dividend contract, the half-month periods that
 * overlap the range, each with the team's net result, the dividend the contract's tiers give and its
 * state (open until the period's last day is over). Without a contract the page says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return teamListPage(request, context, SIZE, (backend, query) => backend.dividends(query));
}

export default function AgentDividend({ loaderData }: Route.ComponentProps) {
  const money = useUnitsMoney();
  const t = useT();
  const { query, today, rows: dividends } = loaderData;
  if (dividends === null)
    return (
      <section className="agent-page">
        <p className="agent-empty">{t("agent.dividends.none")}</p>
      </section>
    );
  return (
    <section className="agent-page">
      <h2>{t("agent.dividends.terms")}</h2>
      <table className="agent-table">
        <thead>
          <tr>
            <th scope="col">{t("agent.dividends.lossFrom")}</th>
            <th scope="col">{t("agent.dividends.rate")}</th>
          </tr>
        </thead>
        <tbody>
          {dividends.tiers.map((tier) => (
            <tr key={tier.threshold}>
              <td>{money(tier.threshold)}</td>
              <td>{tier.rate.toFixed(1)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <DateFilter query={query} today={today} />
      <TeamReport
        query={query}
        today={today}
        total={dividends.total}
        size={SIZE}
        columns={[
          t("agent.dividends.period"),
          t("agent.dividends.net"),
          t("agent.dividends.amount"),
          t("agent.dividends.state"),
        ]}
      >
        {dividends.list.map((p) => (
          <tr key={p.start} data-period={p.start}>
            <td>
              {p.start} – {p.end}
            </td>
            <td>{money(p.net)}</td>
            <td>{money(p.dividend)}</td>
            <td>{t(`agent.dividends.${p.state}`)}</td>
          </tr>
        ))}
      </TeamReport>
    </section>
  );
}
