import type { TFunction } from "i18next";
import { launchHref, loginHref, type GameTileView } from "~/domain/game-tile";

/** Tile artwork is square; fixed attributes keep the grid from shifting while images load. */
export const TILE_IMAGE_SIZE = 200;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

type TileTexts = { play: (name: string) => string; addFavourite: (name: string) => string; hot: string };
const MARK = "\u0001";
const textsByT = new WeakMap<TFunction, TileTexts>();

/** The tile's texts, translated once per language instance instead of three times per tile. */
function tileTexts(t: TFunction): TileTexts {
  let texts = textsByT.get(t);
  if (!texts) {
    const [playBefore, playAfter = ""] = String(t("games.play", { name: MARK })).split(MARK);
    const [addBefore, addAfter = ""] = String(t("games.addFavourite", { name: MARK })).split(MARK);
    texts = {
      play: (name) => playBefore + name + playAfter,
      addFavourite: (name) => addBefore + name + addAfter,
      hot: String(t("games.hot")),
    };
    textsByT.set(t, texts);
  }
  return texts;
}

/**
 * A guest's tile as plain HTML (the inside of its <article>): artwork, name, vendor, Hot badge and
 * the heart that leads to login. A page shows about a hundred tiles and a guest's have no state, so
 * they cost one string each instead of a dozen React elements to render and hydrate.
 */
export function guestTileMarkup(
  tile: GameTileView,
  options: { t: TFunction; back: string; eager: boolean },
): string {
  const texts = tileTexts(options.t);
  const name = escapeHtml(tile.name);
  return (
    `<a href="${escapeHtml(launchHref(tile))}" class="game-tile__launch" aria-label="${escapeHtml(texts.play(tile.name))}">` +
    `<img src="${escapeHtml(tile.icon)}" alt="" width="${TILE_IMAGE_SIZE}" height="${TILE_IMAGE_SIZE}" loading="${options.eager ? "eager" : "lazy"}" decoding="async"/>` +
    `<span class="game-tile__name">${name}</span><span class="game-tile__vendor">${escapeHtml(tile.displayName)}</span></a>` +
    (tile.isHot ? `<span class="game-tile__hot">${escapeHtml(texts.hot)}</span>` : "") +
    `<a class="heart" href="${escapeHtml(loginHref(options.back))}" aria-label="${escapeHtml(texts.addFavourite(tile.name))}">` +
    `<span class="heart__icon" aria-hidden="true"></span></a>`
  );
}
