import { knownSiteStatus } from "~/.server/site-status";
import { Link, useNavigate } from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import { memberBalance } from "~/.server/header-account";
import { admit } from "~/.server/guards";
import { critical } from "~/.server/loader-data";
import { publicSession } from "~/.server/session";
import { memberCentreEntries } from "~/domain/member-centre";
import { hiddenPagesOf } from "~/.server/menu-pages";
import { templateLayout } from "~/domain/site-config";
import { memberCentreGate } from "~/domain/visitor";
import { Dialog } from "~/ui/account/dialog";
import { MemberId } from "~/ui/account/member-id";
import type { Route } from "./+types/member-home";
import "~/styles/account.css";
import "~/styles/forms.css";
import "~/styles/member.css";
import { useMoney } from "~/ui/use-money";
import { useT } from "~/ui/use-t";
import type { PageHandle } from "~/domain/page";
import { HOME_PATH } from "~/domain/paths";

/** What this page is: its title and its frame (app/domain/page.ts). */
export const handle = { audience: "member", title: "title.memberCenter" } satisfies PageHandle;

/**
 * /m/member/home, the member centre (accounts §2, §4): guests log in first; trial players get the
 * cancel / register-now dialog; a member sees name, ID, VIP label, balance and the entries their
 * flags and type allow, in the base or the new layout (template flag mem_cen).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const session = await admit(handle, { request, url, context });
  const gate = memberCentreGate(publicSession(session));
  if (gate !== "open") return { gate, member: null, balance: null, layout: "base" as const, entries: [] };
  const state = context.get(requestContext);
  const services = context.get(servicesContext);
  const [member, balance, status] = await critical(
    context,
    Promise.all([
      // Asked with the token each time: a session logged out on another host ends here at once,
      // where the session's cached answers would keep it for HEADER_TTL_MS (many-hosts test).
      state.backend.getMemberInfo(),
      // The header's balance, read once for both.
      memberBalance(state),
      // The shared status (cached); without one the base layout and no flagged entries.
      knownSiteStatus(services),
    ]),
  );
  return {
    gate,
    member,
    balance,
    layout: templateLayout(status?.info.mobileTemplate.mem_cen),
    entries: memberCentreEntries({ type: session.type, hidden: new Set(hiddenPagesOf(services, status)) }),
  };
}

export default function MemberHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const formatMoney = useMoney();
  const navigate = useNavigate();
  const { member, balance, layout, entries } = loaderData;
  if (loaderData.gate === "trialDialog" || !member) {
    return (
      // Escape is the dialog's cancel: back home.
      <Dialog title={t("account.in_popup_prompt")} onCancel={() => void navigate(HOME_PATH)}>
        <p>{t("account.free_reject")}</p>
        <div className="dialog__actions">
          <Link to={HOME_PATH} className="button button--ghost">
            {t("account.dialog.cancel")}
          </Link>
          <Link to="/m/register" className="button">
            {t("account.register_now")}
          </Link>
        </div>
      </Dialog>
    );
  }
  const money = formatMoney(balance ?? 0);
  const name = member.nickname || member.account;
  return (
    // The header's h1 names the page ("Member centre"): no second one here.
    <section className={`member-centre member-centre--${layout}`}>
      <div className="member-card">
        <p className="member-card__name">
          <strong>{name}</strong>
          {member.clubLabel ? <span className="vip-label">{member.clubLabel.labelName}</span> : null}
        </p>
        {name !== member.account ? <p className="member-card__account">{member.account}</p> : null}
        <MemberId id={member.id} />
        <p className="member-card__balance">
          <span>{layout === "new" ? t("member.home.newLayout") : t("member.home.balance")}</span>{" "}
          <strong>{money}</strong>
        </p>
      </div>
      <nav aria-label={t("member.home.entries")}>
        <ul className={layout === "new" ? "member-grid" : "member-list"}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link to={entry.to!} className={`member-entry member-entry--${entry.key}`}>
                {t(entry.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
