import type { TFunction } from "i18next";
import { loginHref, tileHref, type GameTileView } from "~/domain/game-tile";
import { realPlayOnly, type TileViewer } from "~/domain/trial-refusal";
import { BLANK_IMAGE } from "../blank-image";

/** Tile artwork is square; fixed attributes keep the grid from shifting while images load. */
const TILE_IMAGE_SIZE = 200;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

type Around = { before: string; after: string };
type TileTexts = {
  play: Around;
  addFavourite: (name: string) => string;
  hot: string;
  realPlayOnly: string;
};
const MARK = "\u0001";
const textsByT = new WeakMap<TFunction, TileTexts>();

/** What a translation puts around the name ("Play {{name}}": "Play " before, nothing after). */
function around(t: TFunction, key: "games.play" | "games.addFavourite"): Around {
  const [before, after = ""] = String(t(key, { name: MARK })).split(MARK);
  return { before, after };
}

/** The tile's texts, translated once per language instance instead of three times per tile. */
function tileTexts(t: TFunction): TileTexts {
  let texts = textsByT.get(t);
  if (!texts) {
    const add = around(t, "games.addFavourite");
    texts = {
      play: around(t, "games.play"),
      addFavourite: (name) => add.before + name + add.after,
      hot: String(t("games.hot")),
      realPlayOnly: String(t("games.realPlayOnly")),
    };
    textsByT.set(t, texts);
  }
  return texts;
}

/**
 * The first screen's artwork loads with the page, at high priority: its largest image is the page's
 * largest contentful paint (Lighthouse: "fetchpriority=high should be applied").
 */
const EAGER = 'decoding="async" fetchpriority="high"';

const hidden = (text: string) => (text ? `<span class="visually-hidden">${escapeHtml(text)}</span>` : "");

/**
 * A tile as plain HTML, for guests and members alike (the inside of its <article>): artwork, the
 * launch link, the vendor and the Hot badge; a guest's tile adds the heart that leads to login (a
 * member's heart is a form, rendered beside it by GameTile). A page shows about a hundred tiles, so
 * each costs one string instead of a dozen React elements to render and hydrate.
 *
 * The link's name is its visible text, the game's name, with "Play" (the translation's words around
 * it) for screen readers only: an aria-label "Play X" over a visible "X" and vendor is a name that
 * does not contain the visible text (Lighthouse label-content-name-mismatch). The link covers the
 * whole tile (CSS), so the vendor line under it launches too. The artwork carries no text: the name
 * and the vendor show once, under it. A trial player's tile of a game without trial play says so in
 * the link (its name reads "X, real accounts only") and leads to registration (issue 49 item 8).
 */
export function tileMarkup(
  tile: GameTileView,
  options: { t: TFunction; eager: boolean; guestBack: string | null; viewer: TileViewer },
): string {
  const texts = tileTexts(options.t);
  const closed = realPlayOnly(tile.freeplay, options.viewer);
  const icon = escapeHtml(tile.icon);
  const size = `alt="" width="${TILE_IMAGE_SIZE}" height="${TILE_IMAGE_SIZE}"`;
  return (
    `<a href="${escapeHtml(tileHref(tile, options.viewer))}" class="game-tile__launch${closed ? " is-real-only" : ""}">` +
    (options.eager
      ? `<img src="${icon}" ${size} ${EAGER}/>`
      : `<img src="${BLANK_IMAGE}" data-src="${icon}" ${size} loading="lazy"/>` +
        `<noscript><img src="${icon}" ${size} loading="lazy"/></noscript>`) +
    `<span class="game-tile__name">${hidden(texts.play.before)}${escapeHtml(tile.name)}${hidden(texts.play.after)}</span>` +
    (closed ? `<span class="game-tile__real-only">${escapeHtml(texts.realPlayOnly)}</span>` : "") +
    `</a>` +
    `<span class="game-tile__vendor">${escapeHtml(tile.displayName)}</span>` +
    (tile.isHot ? `<span class="game-tile__hot">${escapeHtml(texts.hot)}</span>` : "") +
    (options.guestBack === null
      ? ""
      : `<a class="heart" href="${escapeHtml(loginHref(options.guestBack, "favourites"))}" aria-label="${escapeHtml(texts.addFavourite(tile.name))}"></a>`)
  );
}
