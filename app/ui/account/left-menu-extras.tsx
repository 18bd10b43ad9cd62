import { useEffect, useId } from "react";
import { Link, useLocation } from "react-router";
import { isCurrentVendor, type GameCentreMenu, type LeftMenuData } from "~/domain/game-centre-menu";
import { useResourceJson } from "../resource-json";
import { useT } from "../use-t";

/**
 * The left drawer's extras: the operator's m_leftmenu banners, then the game centre. A page made with
 * the drawer open carries them (`initial`, also without JavaScript); a drawer opened in the browser
 * fetches them (public per language, cached by the BFF) by a plain request, not a fetcher's load: the
 * player did not ask for it, and a fetcher's route module import cancelled by a new document would
 * reload the page left (decision 0059). Not answered, the game centre says it failed.
 */
export default function LeftMenuExtras({
  initial,
  locale,
}: {
  initial: LeftMenuData | null;
  locale: string;
}) {
  const fetched = useResourceJson<{ menu: LeftMenuData | null }>();
  const { load } = fetched;
  useEffect(() => {
    // The language in the address: a browser-cached answer is never another language's.
    if (!initial) void load(`/resources/left-menu?lng=${encodeURIComponent(locale)}`);
  }, [initial, locale, load]);
  const menu = initial ?? (fetched.failed ? null : fetched.data?.menu);
  return (
    <>
      {menu?.banners.length ? <Banners banners={menu.banners} /> : null}
      <GameCentre games={menu === undefined ? undefined : (menu?.games ?? null)} />
    </>
  );
}

function Banners({ banners }: { banners: LeftMenuData["banners"] }) {
  const t = useT();
  return (
    <ul className="drawer-banners">
      {banners.map((banner, index) => {
        // The platform gives a banner no words of its own (they are in its picture), as on home.
        const image = (
          <img
            src={banner.image}
            alt={t("home.bannerSlide", { index: index + 1, count: banners.length })}
            width="268"
            height="80"
          />
        );
        return (
          <li key={banner.id}>
            {banner.link === null ? (
              image
            ) : banner.link.startsWith("/") ? (
              <Link to={banner.link}>{image}</Link>
            ) : (
              <a href={banner.link} target="_blank" rel="noopener noreferrer">
                {image}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The categories and their vendors, each vendor's COLOR icon BLACK when its page is the one open. */
function GameCentre({ games }: { games: GameCentreMenu | null | undefined }) {
  const t = useT();
  const titleId = useId();
  const { pathname, search } = useLocation();
  return (
    <section className="drawer-games" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("account.menu.gameCentre")}</h3>
      {games === undefined ? (
        <p role="status" className="drawer-games__note">
          {t("account.menu.gameCentreLoading")}
        </p>
      ) : games === null ? (
        <p className="drawer-games__note">{t("account.menu.gameCentreFailed")}</p>
      ) : (
        <ul>
          {games.map((category) => (
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
