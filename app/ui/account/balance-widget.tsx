import { useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { formatBalance, isBalanceMasked } from "~/domain/balance";
import { localeTag } from "~/domain/locale-format";
import { useHydrated } from "../use-hydrated";
import { withParam } from "./menu-href";
import { useI18n, useT } from "../use-t";

/**
 * Balance with hide and refresh. Without JavaScript both are links (hide = ?balance=hidden, refresh =
 * reload); with JavaScript hide is local and refresh revalidates, masked while it runs.
 */
export function BalanceWidget({
  balanceCents,
  hiddenByQuery,
}: {
  balanceCents: number | null;
  hiddenByQuery: boolean;
}) {
  const t = useT();
  // Straight from the language, not through use-money: the header is in every first load.
  const locale = localeTag(useI18n().language);
  const hydrated = useHydrated();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [hidden, setHidden] = useState(hiddenByQuery);
  const masked = isBalanceMasked({ hidden, refreshing: revalidator.state === "loading" });
  const here = withParam(location.pathname, location.search, "balance", null);
  return (
    <div className="balance">
      <span className="balance__label">{t("account.header.balance")}</span>
      <span className="balance__amount" aria-live="polite">
        {balanceCents === null ? "-" : formatBalance(balanceCents, masked, locale)}
      </span>
      {hydrated ? (
        <button
          type="button"
          className="icon-button"
          aria-pressed={hidden}
          aria-label={t("account.header.hideBalance")}
          onClick={() => setHidden((h) => !h)}
        >
          <span aria-hidden="true">{hidden ? "◌" : "◉"}</span>
        </button>
      ) : (
        <Link
          className="icon-button"
          to={hidden ? here : withParam(location.pathname, location.search, "balance", "hidden")}
          aria-label={hidden ? t("account.header.showBalance") : t("account.header.hideBalance")}
        >
          <span aria-hidden="true">{hidden ? "◌" : "◉"}</span>
        </Link>
      )}
      <Link
        className="icon-button"
        to={location.pathname + location.search}
        aria-label={t("account.header.refreshBalance")}
        onClick={(event) => {
          event.preventDefault();
          revalidator.revalidate();
        }}
      >
        <span aria-hidden="true">↻</span>
      </Link>
    </div>
  );
}
