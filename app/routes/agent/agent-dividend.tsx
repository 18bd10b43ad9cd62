import { dividendPayoutState } from "~/domain/agent";
import { AgentTable, PayoutState, TeamListPage } from "~/ui/agent/team-controls";
import { useDates } from "~/ui/use-dates";
import { useMoney, useRate } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/agent-dividend";
import { teamListPage } from "./agent.server";
import "~/styles/agent.css";
import { admit } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "agent", title: "title.agentDividend" } satisfies PageHandle;

const SIZE = 6;

/**
 * /m/member/agent/agentDivident: under the accepted dividend contract, the half-month periods that
 * overlap the range, each with the team's net result, the dividend the contract's tiers give and its
 * payout (open until the period's last day is over, then pending until an operator settles it, then
 * paid). Without a contract the page says so.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  return teamListPage(
    { request, url },
    context,
    SIZE,
    (backend, query) => backend.dividends(query),
    "settlement",
  );
}

export default function AgentDividend({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const rate = useRate();
  const { date } = useDates();
  const t = useT();
  const { rows: dividends } = loaderData;
  if (dividends === null)
    return (
      <section className="agent-page">
        <p className="agent-empty">{t("agent.dividends.none")}</p>
      </section>
    );
  return (
    <TeamListPage
      {...loaderData}
      rows={dividends}
      size={SIZE}
      rowKey={(p) => p.start}
      columns={[
        { title: t("agent.dividends.period"), cell: (p) => `${date(p.start)} – ${date(p.end)}` },
        { title: t("agent.dividends.net"), cell: (p) => money(p.net) },
        { title: t("agent.dividends.amount"), cell: (p) => money(p.dividend) },
        {
          title: t("agent.dividends.state"),
          cell: (p) => <PayoutState state={dividendPayoutState(p)} paidAt={p.paidAt} />,
        },
      ]}
      before={
        <>
          <h2>{t("agent.dividends.terms")}</h2>
          <AgentTable
            rows={dividends.tiers}
            rowKey={(tier) => tier.threshold}
            columns={[
              { title: t("agent.dividends.lossFrom"), cell: (tier) => money(tier.threshold) },
              { title: t("agent.dividends.rate"), cell: (tier) => rate(tier.rate) },
            ]}
          />
        </>
      }
    />
  );
}
