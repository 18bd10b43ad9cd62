import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { GameTileView } from "~/domain/game-tile";
import { carouselLayout, winnersScroll } from "~/domain/games";
import { SPORTS_GAME_PATH } from "~/domain/paths";
import { GameTile } from "./game-tile";

type Tab = { key: string; href: string };
type VendorTile = { vassalage: string; displayName: string; icon: string; href: string };

const categoryLabel = (t: ReturnType<typeof useTranslation>["t"], key: string) =>
  t(`games.category.${key}` as never, { defaultValue: key });

/** The home category menu: links to the sections' anchors (no JavaScript needed); FAV sends a guest to login. */
export function HomeCategoryMenu({ tabs }: { tabs: Tab[] }) {
  const { t } = useTranslation();
  if (tabs.length === 0) return null;
  return (
    <nav className="nav-strip home-menu" aria-label={t("games.home.menu")}>
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

/** Games in a scroll-snap carousel: 3 per view, 2 rows over 3 games, a "more" link over 6. */
export function GameCarousel({
  tiles,
  loggedIn,
  moreHref,
}: {
  tiles: GameTileView[];
  loggedIn: boolean;
  moreHref?: string;
}) {
  const { t } = useTranslation();
  const layout = carouselLayout(tiles.length);
  return (
    <div className="carousel-wrap">
      <ul className={layout.rows === 2 ? "carousel carousel--two-rows" : "carousel"}>
        {tiles.map((tile) => (
          <li key={tile.nodeId}>
            <GameTile tile={tile} loggedIn={loggedIn} />
          </li>
        ))}
      </ul>
      {layout.showMore && moreHref ? (
        <Link to={moreHref} className="carousel__more">
          {t("games.moreHot")}
        </Link>
      ) : null}
    </div>
  );
}

export function VendorTiles({ vendors }: { vendors: VendorTile[] }) {
  return (
    <ul className="vendor-tiles">
      {vendors.map((v) => (
        <li key={v.vassalage}>
          <Link to={v.href}>
            <img src={v.icon} alt="" width={160} height={64} loading="lazy" decoding="async" />
            <span>{v.displayName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SectionHeading({ id, title, href }: { id: string; title: string; href?: string }) {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
  return (
    <Link to={SPORTS_GAME_PATH} className="sports-banner">
      {t("games.home.sportsBanner")}
    </Link>
  );
}

export function WinnersBoard({
  winners,
}: {
  winners: { id: number; gameName: string; customerName: string; winAmount: number; gameTime: string }[];
}) {
  const { t } = useTranslation();
  if (winners.length === 0) return null;
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title">{t("games.home.winners")}</h2>
      <ol
        className={winnersScroll(winners.length) ? "winners__list winners__list--scroll" : "winners__list"}
        tabIndex={0}
      >
        {winners.map((w) => (
          <li key={w.id}>
            {t("games.home.winnerLine", {
              name: w.customerName,
              amount: w.winAmount.toFixed(2),
              game: w.gameName,
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
