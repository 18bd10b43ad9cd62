import type { Route } from "./+types/invite-friends";
import { requestContext } from "~/.server/context";
import { admit } from "~/.server/guards";
import { critical, optional } from "~/.server/loader-data";
import { safeRedirect } from "~/domain/redirect";
import { shareGate } from "~/domain/visitor";
import { ComingSoon } from "~/ui/promotions/coming-soon";
import { CopyField } from "~/ui/promotions/copy-field";
import { useT } from "~/ui/use-t";
import "~/styles/promotions.css";
import type { PageHandle } from "~/domain/page";
import { HOME_PATH } from "~/domain/paths";

/** What this page is: its title and its frame (app/domain/page.ts). */
// A trial player has no affiliate code: registration says why (the one trial refusal).
export const handle = {
  audience: "member",
  trial: "realAccount",
  title: "title.inviteFriends",
} satisfies PageHandle;

/**
 * Share (accounts §2): guests go to login; without the REFERRAL promotion (available-promotions call)
 * "coming soon" shows for 1 s and the page goes back; members get their affiliate code and the
 * registration link carrying it (the registration checks it on load).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const { backend } = context.get(requestContext);
  const available = await optional(context, backend.availablePromotions(), [], "available promotions");
  if (shareGate(available.includes("REFERRAL")) === "coming_soon")
    return { kind: "coming_soon" as const, back: backAddress(request, url) };
  const { code } = await critical(context, backend.ownAffiliateCode());
  const link = new URL(`/m/register?${new URLSearchParams({ code })}`, url).toString();
  return { kind: "share" as const, code, link };
}

/** Where "back" leads: the page the visitor came from on this site, else home. */
function backAddress(request: Request, url: URL): string {
  const referer = request.headers.get("referer");
  if (!referer) return HOME_PATH;
  const from = new URL(referer, url);
  if (from.origin !== url.origin) return HOME_PATH;
  const path = from.pathname + from.search;
  return from.pathname === "/m/inviteFriends" ? HOME_PATH : safeRedirect(path);
}

export default function InviteFriends({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="promo-page share-page" aria-label={t("title.inviteFriends")}>
      {loaderData.kind === "coming_soon" ? (
        <ComingSoon back={loaderData.back} />
      ) : (
        <>
          <p>{t("content.share.intro")}</p>
          <CopyField label={t("content.share.code")} value={loaderData.code} />
          <CopyField label={t("content.share.link")} value={loaderData.link} />
        </>
      )}
    </section>
  );
}
