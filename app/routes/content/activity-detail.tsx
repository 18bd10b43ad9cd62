import { data, redirect } from "react-router";
import { z } from "~/domain/zod";
import type { Route } from "./+types/activity-detail";
import { showsPromotionDetail } from "~/domain/promotions";
import { PageBar } from "~/ui/page-bar";
import { PromotionDates } from "~/ui/promotions/promotion-dates";
import { PromotionStatusControl } from "~/ui/promotions/promotion-status";
import { useT } from "~/ui/use-t";
import { loadPromotions, takePartAction } from "./promotions.server";
import "~/styles/promotions.css";
import { admit, admitPost } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "anyone",
  postAudience: "member",
  title: "title.activityDetail",
  header: false,
} satisfies PageHandle;

const id = z.coerce.number().int().positive().catch(0);

/** One promotion by ?id= (accounts §2): without an id the list shows; an unknown id is a plain 404. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const asked = url.searchParams.get("id");
  if (!showsPromotionDetail(url.pathname, asked)) throw redirect("/m/activity");
  const wanted = id.parse(asked);
  const promotion = wanted
    ? (await loadPromotions(context, request)).find((p) => p.id === wanted)
    : undefined;
  if (!promotion) throw data({ errorCode: "promotion.not.found" }, { status: 404 });
  return { promotion };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await admitPost(handle, { request, url, context });
  return takePartAction({ request, url }, context);
}

export default function ActivityDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const p = loaderData.promotion;
  return (
    <article className="promo-page promo-detail" aria-labelledby="promo-title">
      <PageBar title={t("title.activityDetail")} titleId="promo-title" />
      {p.image ? <img className="promo-detail__image" src={p.image} alt="" width="360" height="140" /> : null}
      <h2 className="promo-detail__title">{p.title}</h2>
      <PromotionDates dates={p.dates} />
      {p.status ? <PromotionStatusControl promotionId={p.id} status={p.status} /> : null}
      <div className="promo-html" dangerouslySetInnerHTML={{ __html: p.html }} />
    </article>
  );
}
