import "~/styles/account.css";
// The forms kit's styles travel with the header, as they always did with account.css.
import "~/styles/forms.css";
import { Form, Link, useLocation } from "react-router";
import type { RootData } from "~/ui/root-data";
import { BalanceWidget } from "./balance-widget";
import { CashierButtons } from "./cashier-buttons";
import { withParam } from "./menu-href";
import { UnreadBadge } from "../messages/unread-badge";
import { useUnread } from "../messages/unread";
import { useT } from "../use-t";

/**
 * The header's account part: guests get free play, Register and Login; members balance, deposit,
 * withdraw and their icon, as the spec's home header has them.
 */
export function HeaderAccount({ root }: { root: RootData }) {
  const t = useT();
  const { account, session } = root;
  if (!session || !account) {
    return (
      <div className="header-account">
        <Form method="post" action="/m/trail">
          <button type="submit" className="button button--ghost">
            {t("account.header.freePlay")}
          </button>
        </Form>
        <Link to="/m/register" className="button button--ghost">
          {t("account.header.register")}
        </Link>
        <Link to="/m/login" className="button">
          {t("account.header.login")}
        </Link>
      </div>
    );
  }
  return (
    <div className="header-account">
      <BalanceWidget balanceCents={account.balanceCents} hiddenByQuery={account.balanceHidden} />
      <CashierButtons />
      <MemberMenuButton vipLabel={account.vipLabel} />
    </div>
  );
}

/**
 * The member icon (VIP label, unread badge) that opens the member menu, the right panel. Its name is
 * its content, "Member menu" then what it shows ("VIP3 12"), so the words on it are in its name
 * (WCAG 2.5.3, axe's label-content-name-mismatch) for a player who speaks to the phone.
 */
function MemberMenuButton({ vipLabel }: { vipLabel?: string | null }) {
  const t = useT();
  const location = useLocation();
  const unread = useUnread();
  return (
    <Link
      to={withParam(location.pathname, location.search, "menu", "right")}
      className="icon-button member-icon"
    >
      {/* Spaces between the parts, or the name would run them together ("Member menuVIP312"). */}
      <span className="visually-hidden">{t("account.header.memberMenu")} </span>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21a8 8 0 0 1 16 0" fill="currentColor" />
      </svg>
      {vipLabel ? <span className="member-icon__vip">{vipLabel}</span> : null}{" "}
      <UnreadBadge count={unread?.total ?? 0} />
    </Link>
  );
}

/** The menu button that opens the left drawer. */
export function MenuButton() {
  const t = useT();
  const location = useLocation();
  return (
    <Link
      to={withParam(location.pathname, location.search, "menu", "left")}
      className="icon-button"
      aria-label={t("account.header.openMenu")}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" />
      </svg>
    </Link>
  );
}
