// The one caching rule of every answer React Router makes (pages, their data, resource routes),
// applied by the request middleware. Why each case: docs/decisions/0022.
import { GAME_LIST_PATHS, HOME_PATHS, FAV_GAMES_PATH, RECENT_GAMES_PATH } from "~/domain/paths";

/**
 * The route patterns whose guest page is the same for every guest (no captcha, no form state, no
 * answer to anything the visitor did): only these may be cached. A new page is not, until added.
 */
export const PUBLIC_PAGES: ReadonlySet<string> = new Set([
  ...HOME_PATHS.filter((path) => path !== "/m/"),
  // The member lists are a member's own.
  ...GAME_LIST_PATHS.filter((path) => path !== FAV_GAMES_PATH && path !== RECENT_GAMES_PATH),
  "/m/notice",
  "/m/lottery",
  "/m/lott",
  "/m/elott",
]);

/**
 * A shared cache (a CDN) may reuse a guest page this long: its public data is up to PUBLIC_TTL_MS
 * (30 s) old anyway. Browsers ask again every time (max-age=0): a switch the visitor makes, or
 * maintenance starting, shows at once, as before.
 */
export const PUBLIC_PAGE_SHARED_MAX_AGE_S = 30;

/**
 * What a guest page depends on besides its address: the language, theme, download-bar and flash
 * cookies; Accept-Language when no language was chosen; the user agent (the native wrapper's class,
 * the iOS download link).
 */
export const PUBLIC_PAGE_VARY = ["Cookie", "Accept-Language", "User-Agent"];

export type Answer = {
  /** The matched route's pattern. */
  route: string;
  method: string;
  status: number;
  /** The request named a session (live or not): the answer may hold that member's data. */
  session: boolean;
  /** The request carried any cookie. */
  cookies: boolean;
  /** The answer sets a cookie. */
  setsCookie: boolean;
  /** A Cache-Control the route chose itself (the immutable texts bundle). */
  routeChoice: string | null;
};

/** The Cache-Control of an answer and what a cache must key it on besides the address. */
export function cachePolicy(answer: Answer): { cacheControl: string; vary: string[] } | null {
  if (answer.routeChoice) return null;
  const read = answer.method === "GET" || answer.method === "HEAD";
  if (
    !read ||
    answer.status !== 200 ||
    answer.session ||
    answer.setsCookie ||
    !PUBLIC_PAGES.has(answer.route)
  ) {
    return { cacheControl: "private, no-store", vary: [] };
  }
  // A shared cache that ignores Vary would hand one visitor's language or theme to another: only a
  // page asked without any cookie may be kept by a proxy.
  return {
    cacheControl: answer.cookies
      ? "private, no-cache"
      : `public, max-age=0, s-maxage=${PUBLIC_PAGE_SHARED_MAX_AGE_S}`,
    vary: PUBLIC_PAGE_VARY,
  };
}
