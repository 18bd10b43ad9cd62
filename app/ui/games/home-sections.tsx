import type { TFunction } from "i18next";
import { Link, useLocation, useNavigation } from "react-router";
import type { GameTileView } from "~/domain/game-tile";
import { winnersScroll } from "~/domain/games";
import { SPORTS_GAME_PATH } from "~/domain/paths";
import { GameCarousel, VendorStrip } from "./game-carousel";
import { useRovingFocus } from "../roving-focus";
import { useT } from "../use-t";

type Tab = { key: string; href: string };

const categoryLabel = (t: TFunction, key: string) => t(`games.category.${key}`, { defaultValue: key });

/** The home category menu: links to the sections' anchors (no JavaScript needed); FAV sends a guest to login. One tab stop. */
export function HomeCategoryMenu({ tabs }: { tabs: Tab[] }) {
  const t = useT();
  const roving = useRovingFocus<HTMLElement>();
  if (tabs.length === 0) return null;
  return (
    <nav className="nav-strip home-menu" aria-label={t("games.home.menu")} {...roving}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a href={tab.href}>{categoryLabel(t, tab.key)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The home category block's vendor strip: links (`?vendor=CODE#section-HOME`), so no JavaScript is needed. */
type HomeVendorTab = {
  vassalage: string;
  displayName: string;
  icon: string;
  href: string;
  selected: boolean;
};
export type HomeBlockView = {
  vendors: HomeVendorTab[];
  selected: string | null;
  tiles: GameTileView[] | null;
  href: string | null;
};

/**
 * The home category block (§2): a strip of the preview vendors (icon -BLACK for the selected one,
 * -COLOR for the others) and a carousel of the selected vendor's games. Choosing a vendor is a link:
 * the loader reads `vendor` and answers page 1 of its games; with JavaScript the navigation keeps the
 * scroll position, and the list is cleared (hidden, keeping its height) until the answer comes.
 */
export function HomeVendorBlock({ block, loggedIn }: { block: HomeBlockView; loggedIn: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  const location = useLocation();
  const roving = useRovingFocus<HTMLElement>();
  if (block.vendors.length === 0) return null;
  const next = navigation.location;
  const pendingVendor =
    next && next.pathname === location.pathname ? new URLSearchParams(next.search).get("vendor") : null;
  const choosing = pendingVendor !== null && pendingVendor !== block.selected;
  const shown = choosing ? pendingVendor : block.selected;
  const selectedIndex = Math.max(
    0,
    block.vendors.findIndex((v) => v.selected),
  );
  const name = block.vendors.find((v) => v.vassalage === block.selected)?.displayName ?? "";
  return (
    <div className="home-block">
      <nav aria-label={t("games.home.vendors")} className="home-block__vendors" {...roving}>
        <VendorStrip
          label={t("games.home.vendors")}
          initialSlide={Math.max(0, selectedIndex - 2)}
          items={block.vendors.map((v) => ({
            key: v.vassalage,
            content: (
              <Link
                to={v.href}
                preventScrollReset
                className={v.vassalage === shown ? "vendor-tab is-current" : "vendor-tab"}
                aria-current={v.vassalage === shown ? "true" : undefined}
              >
                {/* Low: the banner above is the first screen's largest image and loads first. */}
                <img src={v.icon} alt="" width={160} height={64} decoding="async" fetchPriority="low" />
                <span>{v.displayName}</span>
              </Link>
            ),
          }))}
        />
      </nav>
      <section
        className={choosing ? "home-block__games is-loading" : "home-block__games"}
        aria-label={t("games.home.vendorGames", { name })}
        aria-busy={choosing}
      >
        {block.tiles === null ? (
          <p className="games-empty">{t("games.home.previewEmpty")}</p>
        ) : (
          <GameCarousel
            // A new vendor is a new carousel (back to its first group).
            key={block.selected}
            tiles={block.tiles}
            loggedIn={loggedIn}
            // Home's first tiles: their artwork is asked with the page, not after the first layout.
            eager={3}
            label={t("games.home.vendorGames", { name })}
            moreHref={block.href}
            moreLabel={t("games.home.viewAll")}
          />
        )}
      </section>
    </div>
  );
}

export function SectionHeading({ id, title, href }: { id: string; title: string; href?: string }) {
  const t = useT();
  return (
    <div className="home-section__head">
      <h2 id={id}>{title}</h2>
      {href ? (
        <Link to={href} className="home-section__all">
          {t("games.home.viewAll")}
        </Link>
      ) : null}
    </div>
  );
}

export function SportsBanner() {
  const t = useT();
  return (
    <Link to={SPORTS_GAME_PATH} className="sports-banner">
      {t("games.home.sportsBanner")}
    </Link>
  );
}

export function WinnersBoard({
  winners,
}: {
  winners: { gameName: string; customerName: string; amount: string }[];
}) {
  const t = useT();
  if (winners.length === 0) return null;
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title">{t("games.home.winners")}</h2>
      <ol
        className={winnersScroll(winners.length) ? "winners__list winners__list--scroll" : "winners__list"}
        tabIndex={0}
      >
        {/* A fixed, ranked list: its place is its key (an id would cost bytes on every home page). */}
        {winners.map((w, rank) => (
          <li key={rank}>
            {t("games.home.winnerLine", {
              name: w.customerName,
              amount: w.amount,
              game: w.gameName,
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
