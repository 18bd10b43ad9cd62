import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";
import type { GameTileView } from "~/domain/game-tile";
import { FAV_GAMES_PATH, HOT_GAMES_PATH } from "~/domain/paths";
import { GameCarousel } from "./game-carousel";
import {
  HomeCategoryMenu,
  HomeVendorBlock,
  type HomeBlockView,
  SectionHeading,
  SportsBanner,
  WinnersBoard,
} from "./home-sections";
import { useT } from "../use-t";

type Preview = {
  category: string;
  vassalage: string;
  displayName: string;
  href: string;
  tiles: GameTileView[] | null;
};
type Winner = { gameName: string; customerName: string; amount: string };
/** A block's data: its value when the server had it in time, else a promise it streams. */
type InPlace<T> = T | Promise<T>;

/**
 * The home's game data: the first screen's parts as values, every other block's games as a value
 * when ready in time, else a promise that the server streams after the first screen (each resolves
 * to an empty block, never rejects).
 */
export type HomeGamesData = {
  tabs: { key: string; href: string }[];
  sections: {
    key: string;
    kind: "home" | "tiles" | "provider" | "rngVendor" | "sportsBanner";
    href: string;
    tiles: InPlace<GameTileView[] | null> | null;
  }[];
  previews: InPlace<Preview[]>;
  homeBlock: HomeBlockView;
  hot: InPlace<GameTileView[]>;
  favourites: InPlace<GameTileView[]>;
  winners: InPlace<Winner[]>;
};

/**
 * A block below the first screen. Ready on the server in time, it is drawn in place (no Suspense
 * boundary, so it shows without JavaScript however long the page is). Streamed, it shows nothing
 * until its games arrive, since the section's heading links to its full list; without JavaScript
 * React cannot swap a streamed part in, so that link is what the player has; a failed part shows the
 * "cannot be shown" line.
 */
function Streamed<T>({ resolve, children }: { resolve: InPlace<T>; children: (value: T) => ReactNode }) {
  const t = useT();
  if (!(resolve instanceof Promise)) return children(resolve);
  return (
    <Suspense fallback={null}>
      <Await resolve={resolve} errorElement={<p className="games-empty">{t("games.home.previewEmpty")}</p>}>
        {children}
      </Await>
    </Suspense>
  );
}

/** A section's own games (a provider's, poker's, MXWIN's), or a word that there are none. */
function SectionTiles({
  tiles,
  loggedIn,
  label,
}: {
  tiles: InPlace<GameTileView[] | null>;
  loggedIn: boolean;
  label: string;
}) {
  const t = useT();
  return (
    <Streamed resolve={tiles}>
      {(list) =>
        list === null ? (
          <p className="games-empty">{t("games.home.previewEmpty")}</p>
        ) : (
          <GameCarousel tiles={list} loggedIn={loggedIn} label={label} belowFold />
        )
      }
    </Streamed>
  );
}

/** The game sections of the home page, one per category of the menu, then the winners board. */
export function HomeGames({ games, loggedIn }: { games: HomeGamesData; loggedIn: boolean }) {
  const t = useT();
  const label = (key: string) => t(`games.category.${key}`, { defaultValue: key });
  const previewBlock = (p: Preview) => (
    <div key={`${p.category}:${p.vassalage}`} className="home-preview">
      <SectionHeading id={`preview-${p.category}-${p.vassalage}`} title={p.displayName} href={p.href} />
      {p.tiles === null ? (
        <p className="games-empty">{t("games.home.previewEmpty")}</p>
      ) : (
        <GameCarousel tiles={p.tiles} loggedIn={loggedIn} label={p.displayName} belowFold />
      )}
    </div>
  );
  return (
    <div className="home-games" id="games" tabIndex={-1}>
      {/* The category menu's row is its own: four chips whole at 390 px (the customer-service button
          beside them hid the fourth, issue 49; it is in the notice row above, and in the drawer). */}
      <div className="home-menu-bar">
        <HomeCategoryMenu tabs={games.tabs} />
      </div>
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
                <Streamed resolve={games.hot}>
                  {(hot) => (
                    <GameCarousel
                      tiles={hot}
                      loggedIn={loggedIn}
                      label={t("games.hotGames")}
                      moreHref={HOT_GAMES_PATH}
                      belowFold
                    />
                  )}
                </Streamed>
              </>
            ) : section.kind === "tiles" ? (
              <>
                <SectionHeading id={`${id}-title`} title={title} href={section.href} />
                {/* The preview covers RNG (with the FISH vendor), LIVE; other categories list their vendors. */}
                <Streamed resolve={games.previews}>
                  {(previews) =>
                    previews
                      .filter(
                        (p) => p.category === section.key || (section.key === "RNG" && p.category === "FISH"),
                      )
                      .map(previewBlock)
                  }
                </Streamed>
                {section.tiles ? (
                  <SectionTiles tiles={section.tiles} loggedIn={loggedIn} label={title} />
                ) : null}
              </>
            ) : section.kind === "provider" ? (
              <>
                <SectionHeading id={`${id}-title`} title={title} href={section.href} />
                <SectionTiles
                  tiles={section.tiles ?? Promise.resolve(null)}
                  loggedIn={loggedIn}
                  label={title}
                />
              </>
            ) : section.kind === "rngVendor" ? (
              <>
                <SectionHeading id={`${id}-title`} title={t("games.home.mxwin")} href={section.href} />
                <SectionTiles
                  tiles={section.tiles ?? Promise.resolve(null)}
                  loggedIn={loggedIn}
                  label={t("games.home.mxwin")}
                />
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
          <SectionHeading id="section-FAV-title" title={t("games.home.favourites")} href={FAV_GAMES_PATH} />
          <Streamed resolve={games.favourites}>
            {(favourites) =>
              favourites.length > 0 ? (
                <GameCarousel
                  tiles={favourites}
                  loggedIn
                  label={t("games.home.favourites")}
                  moreHref={FAV_GAMES_PATH}
                  belowFold
                />
              ) : (
                <p className="games-empty">{t("games.emptyFavourites")}</p>
              )
            }
          </Streamed>
        </section>
      ) : null}
      <Streamed resolve={games.winners}>{(winners) => <WinnersBoard winners={winners} />}</Streamed>
    </div>
  );
}
