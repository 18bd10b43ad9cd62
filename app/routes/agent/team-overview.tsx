import { requestContext } from "~/.server/context";
import { admit } from "~/.server/guards";
import { critical } from "~/.server/loader-data";
import { DateFilter } from "~/ui/agent/team-controls";
import { useMoney } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/team-overview";
import { teamQuery } from "./agent.server";
import "~/styles/agent.css";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "agent",
  title: "title.teamOverview",
  menuFlag: "AGEPAG",
} satisfies PageHandle;

/** The KPI groups of the overview (the backend path table's "team KPI A/B/C"). */
const GROUPS = {
  people: [
    "teamMemberCount",
    "teamRegisterMemberCount",
    "teamLoginMemberCount",
    "teamBetMemberCount",
    "teamOnlineCount",
  ],
  money: ["teamDeposit", "teamWithdrawal"],
  play: ["teamBet", "teamWin", "teamProfit"],
} as const;

/** /m/agent/team/overview: the team KPI over a date range (default today). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { query, today } = teamQuery(url, context.get(requestContext).timeZone);
  const kpi = await critical(context, context.get(requestContext).backend.teamKpi(query));
  return { query, today, kpi };
}

export default function TeamOverview({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useT();
  const { query, today, kpi } = loaderData;
  return (
    <section className="agent-page">
      <DateFilter query={query} today={today} />
      {(Object.keys(GROUPS) as Array<keyof typeof GROUPS>).map((group) => (
        <section key={group} aria-labelledby={`kpi-${group}`}>
          <h2 id={`kpi-${group}`}>{t(`agent.overview.${group}`)}</h2>
          <dl className="agent-figures">
            {GROUPS[group].map((key) => (
              <div key={key}>
                <dt>{t(`agent.overview.${key}`)}</dt>
                <dd data-kpi={key}>{group === "people" ? kpi[key] : money(kpi[key])}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </section>
  );
}
