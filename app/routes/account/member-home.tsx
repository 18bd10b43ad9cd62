import { Link, useNavigate } from "react-router";
import { requestContext } from "~/.server/context";
import { requireSession } from "~/.server/guards";
import { critical } from "~/.server/loader-data";
import { publicSession } from "~/.server/session";
import { formatBalance } from "~/domain/balance";
import { memberCentreGate } from "~/domain/visitor";
import { Dialog } from "~/ui/account/dialog";
import type { Route } from "./+types/member-home";
import "~/styles/account.css";
import { useT } from "~/ui/use-t";

/** /m/member/home: guests log in first; trial players get the cancel / register-now dialog. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  const gate = memberCentreGate(publicSession(session));
  if (gate !== "open") return { gate, member: null, balance: null };
  const { backend } = context.get(requestContext);
  const [member, balance] = await critical(
    context,
    Promise.all([backend.getMemberInfo(), backend.getBalance()]),
  );
  return { gate, member, balance };
}

export default function MemberHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const { member, balance } = loaderData;
  if (loaderData.gate === "trialDialog" || !member) {
    return (
      // Escape is the dialog's cancel: back home.
      <Dialog title={t("account.in_popup_prompt")} onCancel={() => void navigate("/m/home")}>
        <p>{t("account.free_reject")}</p>
        <div className="dialog__actions">
          <Link to="/m/home" className="button button--ghost">
            {t("account.dialog.cancel")}
          </Link>
          <Link to="/m/register" className="button">
            {t("account.register_now")}
          </Link>
        </div>
      </Dialog>
    );
  }
  return (
    <section className="account-page">
      <h1>{t("account.member.title")}</h1>
      <dl className="member-info">
        <dt>{t("account.member.account")}</dt>
        <dd>{member.account}</dd>
        <dt>{t("account.member.nickname")}</dt>
        <dd>{member.nickname || member.account}</dd>
        <dt>{t("account.member.id")}</dt>
        <dd>{member.id}</dd>
        {member.clubLabel ? (
          <>
            <dt>{t("account.member.vip")}</dt>
            <dd>{member.clubLabel.labelName}</dd>
          </>
        ) : null}
        <dt>{t("account.member.balance")}</dt>
        <dd>{formatBalance(balance ?? 0, false)}</dd>
      </dl>
      <ul className="settings-list">
        <li>
          <Link to="/m/changePsw" className="button button--ghost">
            {t("account.member.changePassword")}
          </Link>
        </li>
        <li>
          <Link to="/m/set" className="button button--ghost">
            {t("account.member.settings")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
