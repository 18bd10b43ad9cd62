import { siteStatus } from "~/.server/site-status";
import { redirect } from "react-router";
import type { Route } from "./+types/benefits";
import { requestContext } from "~/.server/context";
import { critical } from "~/.server/loader-data";
import { useMoney } from "~/ui/use-money";
import { vipProgress } from "~/domain/vip";
import { whitelabelFlags } from "~/domain/whitelabel";
import { useT } from "~/ui/use-t";
import "~/styles/member.css";
import { admit } from "~/.server/guards";
import type { PageHandle } from "~/domain/page";
import { MEMBER_CENTRE_PATH } from "~/domain/paths";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = {
  audience: "member",
  trial: "realAccount",
  title: "title.vip",
  menuFlag: "VIPBEN3",
} satisfies PageHandle;

/** /m/member/benefits, VIP (accounts §2): only when the VIP benefit flag is on; levels, progress, benefits. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await admit(handle, { request, url, context });
  const status = await siteStatus(context);
  if (!whitelabelFlags(status.info.whitelabel).has("VIPBEN3")) throw redirect(MEMBER_CENTRE_PATH);
  const vip = await critical(context, context.get(requestContext).backend.vip());
  return { ...vip, progress: vipProgress(vip) };
}

export default function Benefits({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useT();
  const { levels, level, progress } = loaderData;
  const current = levels.find((l) => l.level === level);
  return (
    <section className="vip-page" aria-label={t("title.vip")}>
      <div className="vip-card">
        <p className="vip-card__level">{t("member.vip.current", { name: current?.name ?? "" })}</p>
        {progress.next ? (
          <>
            <progress max={100} value={progress.percent} aria-label={t("member.vip.yours")}>
              {progress.percent}%
            </progress>
            <p>
              {t("member.vip.progress", {
                stake: money(progress.stakeCents),
                required: money(progress.next.requiredStakeCents),
                next: progress.next.name,
              })}
            </p>
          </>
        ) : (
          <p>{t("member.vip.top")}</p>
        )}
      </div>
      <h2>{t("member.vip.levels")}</h2>
      <ul className="vip-levels">
        {levels.map((l) => (
          <li key={l.level} className="vip-level" aria-current={l.level === level ? "true" : undefined}>
            <h3>
              {l.name}
              {l.level === level ? (
                <span className="vip-level__yours"> · {t("member.vip.yours")}</span>
              ) : null}
            </h3>
            <dl>
              <dt>{t("member.vip.required")}</dt>
              <dd>{money(l.requiredStakeCents)}</dd>
              <dt>{t("member.vip.upgradeBonus")}</dt>
              <dd>{money(l.upgradeBonusCents)}</dd>
              <dt>{t("member.vip.birthdayBonus")}</dt>
              <dd>{money(l.birthdayBonusCents)}</dd>
              <dt>{t("member.vip.rebate")}</dt>
              <dd>{t("member.vip.rebateValue", { value: (l.rebatePermille / 10).toFixed(1) })}</dd>
              <dt>{t("member.vip.dailyWithdrawals")}</dt>
              <dd>{l.dailyWithdrawals}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
