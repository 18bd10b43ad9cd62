import { createCookie, type Cookie, type CookieOptions } from "react-router";
import { resolveTheme } from "~/domain/site-config";
import { isTimeZone, PLATFORM_ZONE, ZONE_COOKIE } from "~/domain/day";

/**
 * Cookies are Secure (and the session `__Host-` prefixed) when the request came over HTTPS, so the
 * same build works behind a TLS proxy (with `trust proxy`) and on plain http://localhost.
 */
export function isHttps(request: Request): boolean {
  // The scheme alone, the same in the raw address as in React Router's normalised one.
  // eslint-disable-next-line no-restricted-syntax
  return request.url.startsWith("https:");
}

/** A cookie pair, plain and Secure, picked per request. */
export function cookiePair(name: string, options: CookieOptions, securePrefix = "") {
  const plain = createCookie(name, { path: "/", sameSite: "lax", ...options, secure: false });
  const secure = createCookie(`${securePrefix}${name}`, {
    path: "/",
    sameSite: "lax",
    ...options,
    secure: true,
  });
  return (request: Request): Cookie => (isHttps(request) ? secure : plain);
}

const YEAR = 60 * 60 * 24 * 365;

export const themeCookie = cookiePair("theme", { httpOnly: true, maxAge: YEAR });
/** The chosen language: written Secure over HTTPS, like the theme. */
export const languageCookieFor = cookiePair("lng", { httpOnly: true, maxAge: YEAR });
/** What the language is read from (remix-i18next): both cookies of the pair carry the same `lng`. */
export const languageCookie = createCookie("lng");

export type Theme = "dark" | "light";

export async function readTheme(request: Request): Promise<Theme> {
  return resolveTheme(await themeCookie(request).parse(request.headers.get("Cookie")));
}

/** The top download bar, once closed, stays closed (the spec's hideDownloadBar). */
export const downloadBarCookie = cookiePair("hideDownloadBar", { httpOnly: true, maxAge: YEAR });

/**
 * The visitor's time zone, as their browser wrote it (entry.client.tsx, a plain cookie, not one of
 * react-router's encoded ones); the platform's until a script has run, or for a zone nobody knows.
 */
export function visitorZone(request: Request): string {
  const cookie = request.headers.get("Cookie") ?? "";
  const raw = new RegExp(`(?:^|;\\s*)${ZONE_COOKIE}=([^;]*)`).exec(cookie)?.[1] ?? "";
  let zone = "";
  try {
    zone = decodeURIComponent(raw);
  } catch {
    // A malformed escape reads as no zone.
  }
  return isTimeZone(zone) ? zone : PLATFORM_ZONE;
}

export async function downloadBarDismissed(request: Request): Promise<boolean> {
  return (await downloadBarCookie(request).parse(request.headers.get("Cookie"))) === true;
}
