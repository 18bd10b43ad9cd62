import { useEffect, useId } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { isCurrentVendor, type GameCentreMenu } from "~/domain/game-centre-menu";
import { useT } from "../use-t";

/**
 * The left drawer's game-centre section: the categories and their vendors, each vendor with its COLOR
 * icon, BLACK when its page is the one open. A page made with the drawer open carries the section
 * (`initial`, also without JavaScript); a drawer opened in the browser fetches it (public, cached).
 */
export default function GameCentreSection({
  initial,
  locale,
}: {
  initial: GameCentreMenu | null;
  locale: string;
}) {
  const t = useT();
  const titleId = useId();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<{ menu: GameCentreMenu | null }>();
  const { load } = fetcher;
  useEffect(() => {
    // The language in the address: a browser-cached answer is never another language's.
    if (!initial) void load(`/resources/game-centre?lng=${encodeURIComponent(locale)}`);
  }, [initial, locale, load]);
  const menu = initial ?? fetcher.data?.menu;
  return (
    <section className="drawer-games" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("account.menu.gameCentre")}</h3>
      {menu === undefined ? (
        <p role="status" className="drawer-games__note">
          {t("account.menu.gameCentreLoading")}
        </p>
      ) : menu === null ? (
        <p className="drawer-games__note">{t("account.menu.gameCentreFailed")}</p>
      ) : (
        <ul>
          {menu.map((category) => (
            <li key={category.category}>
              <Link to={category.href} className="drawer-games__category">
                {t(`games.category.${category.category}`, { defaultValue: category.category })}
              </Link>
              <ul className="drawer-games__vendors">
                {category.vendors.map((vendor) => {
                  const current = isCurrentVendor(vendor.href, pathname, search);
                  return (
                    <li key={`${vendor.href} ${vendor.displayName}`}>
                      <Link to={vendor.href} aria-current={current ? "page" : undefined}>
                        <img
                          src={current ? vendor.iconSelected : vendor.icon}
                          alt=""
                          width="60"
                          height="24"
                        />
                        <span>{vendor.displayName}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
