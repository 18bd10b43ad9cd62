import type { TFunction } from "i18next";
import { useRef, type CSSProperties, type ReactNode, type RefObject } from "react";
import { Link } from "react-router";
import type { GameTileView } from "~/domain/game-tile";
import { carouselLayout, carouselSlidePosition, vendorStripLayout } from "~/domain/games";
import { LazySwiper } from "../carousel/lazy-swiper";
import { GameTile } from "./game-tile";
import { useT } from "../use-t";

/** Space between vendor tabs (px); the CSS fallback of the strip uses the same. */
const VENDOR_STRIP_SPACING = 6;

type ArrowRef = RefObject<HTMLButtonElement | null>;

/**
 * Our own arrow buttons for Swiper's Navigation module (real buttons with labels). They come before
 * the Swiper in the tree, so their refs are set when Swiper initialises (`onBeforeInit`); CSS hides
 * them until it has (without JavaScript, or before the carousel comes near, they could do nothing).
 */
const ARROWS = [
  { side: "prev", labelKey: "games.carousel.previous", path: "M15 5l-7 7 7 7" },
  { side: "next", labelKey: "games.carousel.next", path: "M9 5l7 7-7 7" },
] as const;

function CarouselArrows({
  prevRef,
  nextRef,
  label,
}: {
  prevRef: ArrowRef;
  nextRef: ArrowRef;
  label: string;
}) {
  const t = useT();
  return (
    <>
      {ARROWS.map((arrow) => (
        <button
          key={arrow.side}
          type="button"
          ref={arrow.side === "prev" ? prevRef : nextRef}
          className={`carousel-arrow carousel-arrow--${arrow.side}`}
          aria-label={t(arrow.labelKey, { name: label })}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d={arrow.path} fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      ))}
    </>
  );
}

/** Swiper's arrows and their spoken names, the same in every carousel. */
function arrowOptions(t: TFunction, label: string, showArrows: boolean) {
  return {
    navigation: showArrows ? { prevEl: null, nextEl: null } : (false as const),
    a11y: {
      prevSlideMessage: t("games.carousel.previous", { name: label }),
      nextSlideMessage: t("games.carousel.next", { name: label }),
    },
    watchOverflow: true,
  };
}

/**
 * Tiles in a Swiper carousel (§9): 3 per view, 2 rows (filled row by row) only over 3 tiles, moved
 * by groups of 3 with 7 px between; arrows and the "more" link only over 6. The server renders it,
 * so the tiles show before (and without) JavaScript: until Swiper starts, a CSS grid puts each slide
 * where Swiper will (see carouselSlidePosition) and scrolls sideways. The arrows sit under the
 * tiles, beside the "more" link, so they never cover a tile's heart.
 */
function TileCarousel({
  items,
  label,
  moreHref,
  moreLabel,
  belowFold = false,
}: {
  items: { key: string; content: ReactNode }[];
  /** What the carousel shows (for the arrows' labels), e.g. "Hot games". */
  label: string;
  moreHref?: string | null;
  moreLabel?: string;
  /** Below the first screen: only the first group is rendered until Swiper starts. */
  belowFold?: boolean;
}) {
  const t = useT();
  const layout = carouselLayout(items.length);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const more = layout.showMore && moreHref;
  return (
    <div
      className={[
        "game-carousel",
        layout.rows === 2 ? "game-carousel--two-rows" : "",
        layout.showArrows || more ? "game-carousel--controls" : "",
      ].join(" ")}
    >
      {layout.showArrows ? <CarouselArrows prevRef={prevRef} nextRef={nextRef} label={label} /> : null}
      <LazySwiper
        modules={["grid", "navigation", "a11y"]}
        options={{
          slidesPerView: layout.slidesPerView,
          slidesPerGroup: layout.slidesPerGroup,
          spaceBetween: layout.spacing,
          grid: { rows: layout.rows, fill: "row" },
          ...arrowOptions(t, label, layout.showArrows),
        }}
        arrows={{ prev: prevRef, next: nextRef }}
        slidesBeforeStart={belowFold ? layout.slidesPerGroup * layout.rows : undefined}
        slides={items.map((item, index) => {
          const at = carouselSlidePosition(index, items.length, layout);
          return {
            key: item.key,
            content: item.content,
            // Short names: a home page has about a hundred slides.
            style: { "--row": at.row + 1, "--col": at.column + 1 } as CSSProperties,
          };
        })}
      />
      {more ? (
        <Link to={moreHref} className="carousel__more">
          {moreLabel ?? t("games.moreHot")}
        </Link>
      ) : null}
    </div>
  );
}

/** Game tiles in a TileCarousel. */
export function GameCarousel({
  tiles,
  loggedIn,
  eager = 0,
  ...rest
}: {
  tiles: GameTileView[];
  loggedIn: boolean;
  label: string;
  moreHref?: string | null;
  moreLabel?: string;
  /**
   * How many tiles load their image first of all (the top of the page: GameTile's `first`); the
   * others are lazy.
   */
  eager?: number;
  belowFold?: boolean;
}) {
  return (
    <TileCarousel
      {...rest}
      items={tiles.map((tile, index) => ({
        key: `${tile.gameId}:${tile.nodeId}`,
        content: <GameTile tile={tile} loggedIn={loggedIn} first={index < eager} />,
      }))}
    />
  );
}

/**
 * A Swiper strip of small items (vendor tabs, vendor tiles): 5.3 per view, arrows over 5 items (§9).
 * Without JavaScript it is a row that scrolls sideways.
 */
export function VendorStrip({
  label,
  initialSlide = 0,
  items,
}: {
  label: string;
  initialSlide?: number;
  items: { key: string; content: ReactNode }[];
}) {
  const t = useT();
  const layout = vendorStripLayout(items.length);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="vendor-strip">
      {layout.showArrows ? <CarouselArrows prevRef={prevRef} nextRef={nextRef} label={label} /> : null}
      <LazySwiper
        modules={["navigation", "a11y"]}
        options={{
          slidesPerView: layout.slidesPerView,
          spaceBetween: VENDOR_STRIP_SPACING,
          initialSlide,
          ...arrowOptions(t, label, layout.showArrows),
        }}
        arrows={{ prev: prevRef, next: nextRef }}
        slides={items}
      />
    </div>
  );
}
