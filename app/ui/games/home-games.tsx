import { useTranslation } from "react-i18next";
import type { GameTileView } from "~/domain/game-tile";
import { HOT_GAMES_PATH } from "~/domain/paths";
import { GameCarousel } from "./game-carousel";
import {
  HomeCategoryMenu,
  HomeVendorBlock,
  type HomeBlockView,
  SectionHeading,
  SportsBanner,
  VendorCarousel,
  VendorTiles,
  WinnersBoard,
} from "./home-sections";

type Preview = {
  category: string;
  vassalage: string;
  displayName: string;
  href: string;
  tiles: GameTileView[] | null;
};
type VendorTile = { vassalage: string; displayName: string; icon: string; href: string };
export type HomeGamesData = {
  tabs: { key: string; href: string }[];
  sections: {
    key: string;
    kind: "home" | "tiles" | "provider" | "rngVendor" | "sportsBanner";
    href: string;
    tiles: GameTileView[] | null;
  }[];
  previews: Preview[];
  homeBlock: HomeBlockView;
  vendorsOf: Record<"PVP" | "RNG", VendorTile[]>;
  mxwin: VendorTile[];
  hot: GameTileView[];
  favourites: GameTileView[];
  favouritesHref: string;
  winners: { id: number; gameName: string; customerName: string; winAmount: number; gameTime: string }[];
};

/** The game sections of the home page, one per category of the menu, then the winners board. */
export function HomeGames({ games, loggedIn }: { games: HomeGamesData; loggedIn: boolean }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`games.category.${key}` as never, { defaultValue: key });
  const previewsOf = (category: string) => games.previews.filter((p) => p.category === category);
  const previewBlock = (p: Preview) => (
    <div key={`${p.category}:${p.vassalage}`} className="home-preview">
      <SectionHeading id={`preview-${p.category}-${p.vassalage}`} title={p.displayName} href={p.href} />
      {p.tiles === null ? (
        <p className="games-empty">{t("games.home.previewEmpty")}</p>
      ) : (
        <GameCarousel tiles={p.tiles} loggedIn={loggedIn} label={p.displayName} />
      )}
    </div>
  );
  return (
    <div className="home-games">
      <HomeCategoryMenu tabs={games.tabs} />
      {games.sections.map((section) => {
        const id = `section-${section.key}`;
        const title = label(section.key);
        return (
          <section key={section.key} id={id} className="home-section" aria-labelledby={`${id}-title`}>
            {section.kind === "home" ? (
              <>
                <h2 id={`${id}-title`} className="visually-hidden">
                  {title}
                </h2>
                <HomeVendorBlock block={games.homeBlock} loggedIn={loggedIn} />
                <SectionHeading id="hot-games-title" title={t("games.hotGames")} href={HOT_GAMES_PATH} />
                <GameCarousel
                  tiles={games.hot.slice(0, 12)}
                  loggedIn={loggedIn}
                  label={t("games.hotGames")}
                  moreHref={HOT_GAMES_PATH}
                />
              </>
            ) : section.kind === "tiles" ? (
              <>
                <SectionHeading id={`${id}-title`} title={title} href={section.href} />
                {/* The preview covers RNG (with the FISH vendor), LIVE; other categories list their vendors. */}
                {[...previewsOf(section.key), ...(section.key === "RNG" ? previewsOf("FISH") : [])].map(
                  previewBlock,
                )}
                {section.key === "PVP" ? <VendorTiles vendors={games.vendorsOf.PVP} /> : null}
              </>
            ) : section.kind === "provider" ? (
              <>
                <SectionHeading id={`${id}-title`} title={title} href={section.href} />
                {section.tiles === null ? (
                  <p className="games-empty">{t("games.home.previewEmpty")}</p>
                ) : (
                  <GameCarousel tiles={section.tiles} loggedIn={loggedIn} label={title} />
                )}
              </>
            ) : section.kind === "rngVendor" ? (
              <>
                <SectionHeading id={`${id}-title`} title={t("games.home.mxwin")} href={section.href} />
                <VendorCarousel vendors={games.mxwin} label={t("games.home.mxwin")} />
              </>
            ) : (
              <>
                <h2 id={`${id}-title`} className="visually-hidden">
                  {title}
                </h2>
                <SportsBanner />
              </>
            )}
          </section>
        );
      })}
      {loggedIn ? (
        <section id="section-FAV" className="home-section" aria-labelledby="section-FAV-title">
          <SectionHeading
            id="section-FAV-title"
            title={t("games.home.favourites")}
            href={games.favouritesHref}
          />
          {games.favourites.length > 0 ? (
            <GameCarousel
              tiles={games.favourites}
              loggedIn
              label={t("games.home.favourites")}
              moreHref={games.favouritesHref}
            />
          ) : (
            <p className="games-empty">{t("games.emptyFavourites")}</p>
          )}
        </section>
      ) : null}
      <WinnersBoard winners={games.winners} />
    </div>
  );
}
