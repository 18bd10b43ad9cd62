import { AgentTable, PayoutState, TeamListPage } from "~/ui/agent/team-controls";
import { useDates } from "~/ui/use-dates";
import { useMoney, useRate } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/team-rebate";
import { teamListPage } from "./agent.server";
import "~/styles/agent.css";
import { admit } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "agent", title: "title.teamRebate" } satisfies PageHandle;

const SIZE = 10;

/**
 * /m/member/teamRebate: what the team's bets earned the agent over a range, per day and member (the
 * agent's rate minus that of the downline heading the member's branch), with the range's total, and
 * each day's payout (open today, then pending until an operator settles the day, then paid).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  return teamListPage(
    { request, url },
    context,
    SIZE,
    (backend, query) => backend.teamRebate(query),
    "settlement",
  );
}

export default function TeamRebate({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const rate = useRate();
  const { date } = useDates();
  const t = useT();
  const { rows } = loaderData;
  return (
    <TeamListPage
      {...loaderData}
      size={SIZE}
      rowKey={(r) => `${r.date} ${r.account}`}
      columns={[
        { title: t("agent.report.date"), cell: (r) => date(r.date) },
        { title: t("agent.report.account"), cell: (r) => r.account },
        { title: t("agent.report.bet"), cell: (r) => money(r.bet) },
        { title: t("agent.rebate.rate"), cell: (r) => rate(r.rate) },
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
          <AgentTable
            label={t("agent.payout.title")}
            rows={rows.days}
            rowKey={(d) => d.date}
            columns={[
              { title: t("agent.report.date"), cell: (d) => date(d.date) },
              { title: t("agent.rebate.amount"), cell: (d) => money(d.rebate) },
              {
                title: t("agent.dividends.state"),
                cell: (d) => <PayoutState state={d.state} paidAt={d.paidAt} />,
              },
            ]}
          />
          <h2>{t("agent.rebate.records")}</h2>
        </>
      ) : null}
    </TeamListPage>
  );
}
