import { customerServiceUrl } from "~/domain/menus";
import { Link } from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import { admit } from "~/.server/guards";
import { critical, optional } from "~/.server/loader-data";
import { siteStatus } from "~/.server/site-status";
import { unreadCounts } from "~/.server/unread";
import { agentHomeGrid, TODAY_COUNTERS } from "~/domain/agent";
import { hiddenPagesOf } from "~/.server/menu-pages";
import { hourOf, todayOf } from "~/domain/day";
import { greetingKey } from "~/domain/greeting";
import { AgentFooter } from "~/ui/agent/agent-footer";
import { SignOutLink } from "~/ui/account/sign-out";
import { HOME_PATH } from "~/domain/paths";
import { UnreadBadge } from "~/ui/messages/unread-badge";
import { useRootData } from "~/ui/root-data";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/home";
import { agentFooterData, agentInfoOf } from "./agent.server";
import "~/styles/agent.css";
import { useMoney } from "~/ui/use-money";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "agent",
  title: "title.agent",
  header: false,
  bottomMenu: false,
} satisfies PageHandle;

/** Withdraw and deposit beside the balance, each only once its page is built. */
const CASHIER = [
  { key: "withdraw", to: "/m/withdraw" },
  { key: "deposit", to: "/m/voucherCenter" },
] as const;

/**
 * /m/agent, the agency centre (accounts §2 "Agent home"): greeting, the agent's balance, today's four
 * team counters (the team-KPI call with start and end today, size 0), the whitelisted menu grid and
 * the agent footer. Everybody but an agent goes home.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const state = context.get(requestContext);
  const services = context.get(servicesContext);
  const status = await siteStatus(context);
  const now = Date.now();
  const today = todayOf(now, state.timeZone);
  const [info, kpi] = await critical(
    context,
    Promise.all([agentInfoOf(context), state.backend.teamKpi({ startDate: today, endDate: today })]),
  );
  const [unread, footer] = await Promise.all([
    optional(context, unreadCounts(state, status), null, "unread counts"),
    agentFooterData(context, info.dividendEnabled),
  ]);
  return {
    greeting: greetingKey(hourOf(now, state.timeZone)),
    name: info.nickname || info.account,
    balance: info.balance,
    cashier: CASHIER,
    counters: TODAY_COUNTERS.map((key) => ({ key, value: kpi[key] })),
    grid: agentHomeGrid(new Set(hiddenPagesOf(services, status))),
    inboxUnread: unread?.inboxUnreadCount ?? 0,
    footer,
  };
}

export default function AgentHome({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useT();
  const serviceLink = customerServiceUrl(useRootData()?.serviceLinks ?? []);
  const { greeting, name, balance, cashier, counters, grid, inboxUnread, footer } = loaderData;
  return (
    <>
      <section className="agent-page agent-page--footed agent-home" aria-labelledby="agent-title">
        {/* The site header is hidden on agent pages (accounts §1): the way back to the games and out. */}
        <nav className="agent-home__bar" aria-label={t("agent.centre.bar")}>
          <Link to={HOME_PATH} className="button button--ghost">
            {t("agent.centre.lobby")}
          </Link>
          <SignOutLink className="button button--ghost" />
        </nav>
        <header className="agent-home__hello">
          <p>{t(`agent.${greeting}`)}</p>
          <h1 id="agent-title">{name}</h1>
        </header>
        <div className="agent-home__wallet">
          <p>
            <span>{t("agent.centre.totalBalance")}</span>
            <strong data-testid="agent-balance">{money(balance)}</strong>
          </p>
          {cashier.length > 0 ? (
            <p className="agent-home__cashier">
              {cashier.map((entry) => (
                <Link key={entry.key} to={entry.to} className="button button--ghost">
                  {t(`agent.centre.${entry.key}`)}
                </Link>
              ))}
            </p>
          ) : null}
        </div>
        <section aria-labelledby="agent-today">
          <h2 id="agent-today">{t("agent.centre.today")}</h2>
          <dl className="agent-counters">
            {counters.map((c) => (
              <div key={c.key}>
                <dt>{t(`agent.centre.counters.${c.key}`)}</dt>
                <dd data-counter={c.key}>{c.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <nav aria-label={t("agent.centre.menu")}>
          <ul className="agent-grid">
            {grid.map((entry) =>
              entry.to ? (
                <li key={entry.key}>
                  <Link to={entry.to}>
                    {t(entry.labelKey)}
                    {entry.key === "messages" ? <UnreadBadge count={inboxUnread} /> : null}
                  </Link>
                </li>
              ) : serviceLink ? (
                <li key={entry.key}>
                  <a href={serviceLink} target="_blank" rel="noopener noreferrer">
                    {t(entry.labelKey)}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      </section>
      <AgentFooter entries={footer.entries} noticeUnread={footer.noticeUnread} />
    </>
  );
}
