import { Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/activity";
import { PROMOTION_TABS, promotionsOfTab, selectedTab, visiblePromotionTabs } from "~/domain/promotions";
import { PageBar } from "~/ui/page-bar";
import { PromotionDates } from "~/ui/promotions/promotion-dates";
import { PromotionStatusControl } from "~/ui/promotions/promotion-status";
import { useT } from "~/ui/use-t";
import { loadPromotions, takePartAction } from "./promotions.server";
import "~/styles/promotions.css";
import { admit, admitPost } from "~/.server/guards";
import { requestContext } from "~/.server/context";
import { optional } from "~/.server/loader-data";
import { affiliateGate } from "~/domain/visitor";
import { withParam } from "~/ui/account/menu-href";
import { AgentDialog } from "~/ui/promotions/agent-dialog";
import { ComingSoon } from "~/ui/promotions/coming-soon";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "anyone",
  postAudience: "member",
  title: "title.activity",
  header: false,
  back: "home",
} satisfies PageHandle;

/** Promotions (accounts §2): tabs of the categories that have one, each promotion an accordion item. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await admit(handle, { request, url, context });
  const affiliate = url.searchParams.has("affiliate") ? await affiliateAnswer(context, session) : null;
  // An agent's affiliate action opens their affiliate links.
  if (affiliate === "ok") throw redirect(AGENT_AFFILIATE_LINKS);
  const promotions = await loadPromotions(context, request);
  const tabs = visiblePromotionTabs(promotions);
  const tab = selectedTab(tabs, url.searchParams.get("tab"));
  const open = Number(url.searchParams.get("open")) || null;
  return { tabs, tab, open, affiliate, promotions: promotionsOfTab(promotions, tab) };
}

/** Where an agent's affiliate links are kept (AFFMAN3): the open-account page's section. */
const AGENT_AFFILIATE_LINKS = "/m/agentRegister#affiliate-links";

/**
 * The affiliate action (accounts §2 "Promotions", games §6): "coming soon" without the REFERRAL
 * promotion, the agent's links for an agent, the become-an-agent dialog for everybody else.
 */
async function affiliateAnswer(
  context: Route.LoaderArgs["context"],
  session: Parameters<typeof affiliateGate>[0],
) {
  const { backend } = context.get(requestContext);
  const available = await optional(context, backend.availablePromotions(), [], "available promotions");
  return affiliateGate(session, available.includes("REFERRAL"));
}

/** Join or claim (guests go to login and come back). */
export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  return takePartAction({ request, url }, context);
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tabs, tab, open, promotions, affiliate } = loaderData;
  const { pathname, search } = useLocation();
  const withoutAffiliate = withParam(pathname, search, "affiliate", null);
  return (
    <section className="promo-page" aria-labelledby="promo-title">
      <PageBar title={t("title.activity")} titleId="promo-title" back="home" />
      <Link to={withParam(pathname, search, "affiliate", "1")} className="promo-affiliate" preventScrollReset>
        {t("content.affiliate.entry")}
      </Link>
      {affiliate === "coming_soon" ? <ComingSoon back={withoutAffiliate} /> : null}
      {affiliate === "agentModal" ? <AgentDialog close={withoutAffiliate} /> : null}
      {tabs.length === 0 ? (
        <p className="promo-page__empty">{t("content.empty")}</p>
      ) : (
        <>
          <nav className="promo-tabs" aria-label={t("content.categories")}>
            {PROMOTION_TABS.filter((name) => tabs.includes(name)).map((name) => (
              <Link
                key={name}
                to={name === "all" ? "?" : `?tab=${name}`}
                className="promo-tabs__tab"
                aria-current={name === tab ? "page" : undefined}
                preventScrollReset
              >
                {t(`content.tab.${name}`)}
              </Link>
            ))}
          </nav>
          <ul className="promo-list">
            {promotions.map((p) => (
              <li key={p.id} id={`promotion-${p.id}`}>
                {/* <details> opens and closes without JavaScript; with one name, opening one closes the others. */}
                <details name="promotions" open={p.id === open}>
                  <summary>
                    {p.image ? <img src={p.image} alt="" width="360" height="140" loading="lazy" /> : null}
                    <span className="promo-list__title">{p.title}</span>
                    <span className="promo-list__more" aria-hidden="true">
                      {t("content.more")}
                    </span>
                  </summary>
                  <div className="promo-list__body">
                    <PromotionDates dates={p.dates} />
                    <div className="promo-html" dangerouslySetInnerHTML={{ __html: p.html }} />
                    <div className="promo-list__extra">
                      {p.status ? <PromotionStatusControl promotionId={p.id} status={p.status} /> : null}
                      <Link to={`/m/activityDetail?id=${p.id}`} className="promo-list__detail">
                        {t("content.detail")}
                      </Link>
                    </div>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
