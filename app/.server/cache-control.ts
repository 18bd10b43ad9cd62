// The one caching rule of every answer React Router makes (pages, their data, resource routes),
// applied by the request middleware. Why each case: docs/decisions/0022.

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
  /**
   * The page said its guest answer is the same for every guest (public-page.ts): only such pages
   * may be cached. A new page is not, until it says so.
   */
  publicPage: boolean;
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

/**
 * The answer is a public page made for a guest, the same for every guest who asks it with the same
 * address and PUBLIC_PAGE_VARY headers (cookies included): what a cache that honours Vary may keep.
 */
export function sameForGuests(answer: Answer): boolean {
  const read = answer.method === "GET" || answer.method === "HEAD";
  return (
    !answer.routeChoice &&
    read &&
    answer.status === 200 &&
    !answer.session &&
    !answer.setsCookie &&
    answer.publicPage
  );
}

/** The Cache-Control of an answer and what a cache must key it on besides the address. */
export function cachePolicy(answer: Answer): { cacheControl: string; vary: string[] } | null {
  if (answer.routeChoice) return null;
  if (!sameForGuests(answer)) return { cacheControl: "private, no-store", vary: [] };
  // A shared cache that ignores Vary would hand one visitor's language or theme to another: only a
  // page asked without any cookie may be kept by a proxy.
  return {
    cacheControl: answer.cookies
      ? "private, no-cache"
      : `public, max-age=0, s-maxage=${PUBLIC_PAGE_SHARED_MAX_AGE_S}`,
    vary: PUBLIC_PAGE_VARY,
  };
}
