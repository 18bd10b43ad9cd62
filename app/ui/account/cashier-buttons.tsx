import { Link } from "react-router";
import { useT } from "../use-t";

/**
 * The logged-in header's deposit and withdraw (accounts §2 "Home header"): links to their pages for
 * everyone; each page's guard sends a guest to login and a trial player to registration, told why
 * (the one real-money refusal: a page with audience "real" and trial "register", .server/guards.ts).
 * An icon over a short word each, so balance, both and the member icon keep one row at 390 px.
 */
export function CashierButtons() {
  const t = useT();
  return (
    <>
      <Link to="/m/voucherCenter" className="cashier-button">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 3v11m-5-5 5 5 5-5M4 16v4h16v-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t("account.header.deposit")}
      </Link>
      <Link to="/m/withdraw" className="cashier-button">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 15V4M7 9l5-5 5 5M4 16v4h16v-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t("account.header.withdraw")}
      </Link>
    </>
  );
}
