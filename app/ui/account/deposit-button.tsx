import { Link, useFetcher, useLocation } from "react-router";
import { mayDeposit, type SessionInfo } from "~/domain/visitor";
import { useT } from "../use-t";

/**
 * Deposit: guests and real members go to the deposit page; other logged-in types are refused with the
 * spec's message and stay on the page (a POST that comes back with a toast).
 */
export function DepositButton({ session }: { session: SessionInfo | null }) {
  const t = useT();
  const fetcher = useFetcher();
  const location = useLocation();
  if (mayDeposit(session).allowed) {
    return (
      <Link to="/m/voucherCenter" className="button">
        {t("account.header.deposit")}
      </Link>
    );
  }
  return (
    <fetcher.Form method="post" action="/resources/deposit">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="button">
        {t("account.header.deposit")}
      </button>
    </fetcher.Form>
  );
}
