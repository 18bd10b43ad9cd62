import { Form, Link } from "react-router";
import { z } from "~/domain/zod";
import type { Route } from "./+types/reward-center";
import { requestContext } from "~/.server/context";
import { admit, admitPost, currentPath } from "~/.server/guards";
import { critical } from "~/.server/loader-data";
import { loginHref } from "~/domain/paths";
import { bonusOffers, claimableTotalCents, rewardStatus } from "~/domain/rewards";
import { useMoney } from "~/ui/use-money";
import { SubmitButton } from "~/ui/forms/submit-button";
import { useT } from "~/ui/use-t";
import { loadPromotions, memberFormPost } from "./promotions.server";
import "~/styles/promotions.css";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "anyone",
  postAudience: "member",
  title: "title.rewardCenter",
} satisfies PageHandle;

const claimSchema = z.object({ rewardId: z.coerce.number().int().positive() });

/**
 * Reward centre: a member's rewards and cashback with their state and a claim button; a guest sees
 * the promotions that pay a bonus and a way to log in.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend, session } = context.get(requestContext);
  if (!session) {
    const offers = bonusOffers(await loadPromotions(context, request)).map((p) => ({
      id: p.id,
      title: p.title,
      bonus: p.bonus,
    }));
    return { member: false as const, offers, loginTo: loginHref(currentPath(url)) };
  }
  const rewards = await critical(context, backend.rewards());
  return {
    member: true as const,
    totalCents: claimableTotalCents(rewards),
    rewards: rewards.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      amount: r.amount,
      date: r.createdAt.slice(0, 10).replaceAll("-", "/"),
      status: rewardStatus(r.state),
    })),
  };
}

/** Claim one reward: credited once however many times it is posted; back here with a toast. */
export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  return memberFormPost({ request, url }, context, claimSchema, async ({ rewardId }, backend) => {
    await backend.claimReward(rewardId);
    return "content.done.claimed";
  });
}

export default function RewardCenter({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useT();
  return (
    <section className="promo-page reward-page" aria-label={t("title.rewardCenter")}>
      {loaderData.member ? (
        <>
          <p className="reward-total">
            {t("content.reward.total")} <strong>{money(loaderData.totalCents)}</strong>
          </p>
          {loaderData.rewards.length === 0 ? (
            <p className="promo-page__empty">{t("content.reward.empty")}</p>
          ) : (
            <ul className="reward-list">
              {loaderData.rewards.map((r) => (
                <li key={r.id} className="reward-list__item">
                  <div className="reward-list__info">
                    <span className="reward-list__kind">{t(`content.reward.${r.kind}`)}</span>
                    <span className="reward-list__title">{r.title}</span>
                    <time dateTime={r.date.replaceAll("/", "-")}>{r.date}</time>
                  </div>
                  <div className="reward-list__side">
                    <span className="reward-list__amount">{money(r.amount)}</span>
                    {r.status.claimable ? (
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="rewardId" value={r.id} />
                        <SubmitButton className="button button--primary promo-action__button">
                          {t("content.label.claim")}
                        </SubmitButton>
                      </Form>
                    ) : (
                      <span className={`promo-state promo-state--${r.status.label}`}>
                        {t(`content.label.${r.status.label}`)}
                      </span>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <p>{t("content.reward.guestIntro")}</p>
          <ul className="reward-list">
            {loaderData.offers.map((o) => (
              <li key={o.id} className="reward-list__item">
                <Link to={`/m/activityDetail?id=${o.id}`} className="reward-list__title">
                  {o.title}
                </Link>
                <span className="reward-list__amount">{money(o.bonus)}</span>
              </li>
            ))}
          </ul>
          <Link to={loaderData.loginTo} className="button button--primary reward-login">
            {t("content.reward.login")}
          </Link>
        </>
      )}
    </section>
  );
}
