import { TeamListPage } from "~/ui/agent/team-controls";
import { useMoney } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/team-betting";
import { teamListPage } from "./agent.server";
import "~/styles/agent.css";
import { admit } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "agent",
  title: "title.teamBetting",
  menuFlag: "TEAMBETTING3",
} satisfies PageHandle;

const SIZE = 10;

/** /m/teamBetting: each team member's bets and results over a range, most turnover first. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  return teamListPage({ request, url }, context, SIZE, (backend, query) => backend.teamBetting(query));
}

export default function TeamBetting({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useT();
  return (
    <TeamListPage
      {...loaderData}
      size={SIZE}
      rowKey={(r) => r.account}
      columns={[
        { title: t("agent.report.account"), cell: (r) => r.account },
        { title: t("agent.report.betCount"), cell: (r) => r.betCount },
        { title: t("agent.report.bet"), cell: (r) => money(r.bet) },
        { title: t("agent.report.profit"), cell: (r) => money(r.profit) },
      ]}
    />
  );
}
