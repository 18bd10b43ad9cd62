import { TeamListPage } from "~/ui/agent/team-controls";
import { useDates } from "~/ui/use-dates";
import { useMoney } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/team-pnl";
import { teamListPage } from "./agent.server";
import "~/styles/agent.css";
import { admit } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "agent",
  title: "title.teamPnl",
  menuFlag: "AGETEAMPNL3",
} satisfies PageHandle;

const SIZE = 10;

/** /m/agent/team/pnl: the team's bets, wins and profit per day over a range, with the range's totals. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { rows, ...page } = await teamListPage({ request, url }, context, SIZE, (backend, query) =>
    Promise.all([backend.teamPnl(query), backend.teamKpi({ ...query, size: 0 })]),
  );
  const [days, kpi] = rows;
  return { ...page, days, total: { bet: kpi.teamBet, win: kpi.teamWin, profit: kpi.teamProfit } };
}

export default function TeamPnl({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const { date } = useDates();
  const t = useT();
  const { query, today, days, total } = loaderData;
  return (
    <TeamListPage
      query={query}
      today={today}
      rows={days}
      size={SIZE}
      rowKey={(d) => d.date}
      columns={[
        { title: t("agent.report.date"), cell: (d) => date(d.date) },
        { title: t("agent.report.bet"), cell: (d) => money(d.bet) },
        { title: t("agent.report.win"), cell: (d) => money(d.win) },
        { title: t("agent.report.profit"), cell: (d) => money(d.profit) },
      ]}
      foot={
        <tr>
          <td>{t("agent.report.total")}</td>
          <td>{money(total.bet)}</td>
          <td>{money(total.win)}</td>
          <td data-testid="pnl-total">{money(total.profit)}</td>
        </tr>
      }
    />
  );
}
