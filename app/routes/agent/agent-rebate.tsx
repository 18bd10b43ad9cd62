import { Link } from "react-router";
import { requestContext } from "~/.server/context";
import { admit } from "~/.server/guards";
import { critical } from "~/.server/loader-data";
import { useT } from "~/ui/use-t";
import { useRate } from "~/ui/use-money";
import type { Route } from "./+types/agent-rebate";
import "~/styles/agent.css";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "agent",
  title: "title.agentRebate",
  menuFlag: "AGEREBINC3",
} satisfies PageHandle;

/**
 * /m/member/agent/agentRebeat, the agent's rebate settings: the agent's own rate (one rate on every
 * game type, since bets carry none), which is also the quota a downline may get at most, and how the
 * direct downlines' rates sit under it. The team rebate records are one link away.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  return { settings: await critical(context, context.get(requestContext).backend.rebateSettings()) };
}

export default function AgentRebate({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const rate = useRate();
  const { settings } = loaderData;
  return (
    <section className="agent-page">
      <h2>{t("agent.rebate.own")}</h2>
      <dl className="agent-figures">
        <div>
          <dt>{t("agent.rebate.everyGameType")}</dt>
          <dd data-testid="agent-rebate">{rate(settings.rebate)}</dd>
        </div>
        <div>
          <dt>{t("agent.rebate.quota")}</dt>
          <dd>{rate(settings.quota)}</dd>
        </div>
      </dl>
      <h2>{t("agent.rebate.downlines")}</h2>
      {settings.downlineCount === 0 ? (
        <p className="agent-empty">{t("agent.team.noDownlines")}</p>
      ) : (
        <dl className="agent-figures">
          <div>
            <dt>{t("agent.rebate.downlineCount")}</dt>
            <dd>{settings.downlineCount}</dd>
          </div>
          <div>
            <dt>{t("agent.rebate.highest")}</dt>
            <dd>{rate(settings.highestDownline)}</dd>
          </div>
          <div>
            <dt>{t("agent.rebate.lowest")}</dt>
            <dd>{rate(settings.lowestDownline)}</dd>
          </div>
        </dl>
      )}
      <p className="agent-hint">{t("agent.rebate.how")}</p>
      <p>
        <Link to="/m/member/teamRebate" className="button button--ghost">
          {t("agent.rebate.records")}
        </Link>
      </p>
    </section>
  );
}
