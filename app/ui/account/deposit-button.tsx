import { Link } from "react-router";
import { useT } from "../use-t";

/**
 * Deposit: to the deposit page for everyone; the page's guard sends a guest to login and a trial
 * player to registration, told why (the one real-money refusal: a page with audience "real" and trial "register", .server/guards.ts).
 */
export function DepositButton() {
  const t = useT();
  return (
    <Link to="/m/voucherCenter" className="button">
      {t("account.header.deposit")}
    </Link>
  );
}
