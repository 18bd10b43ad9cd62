// Route paths named by the specs (games §2, accounts §2). Pure string logic only.
import type { LoginReason } from "./login-reason";

export const HOME_PATH = "/m/home";
export const LOGIN_PATH = "/m/login";

/**
 * The login page with the way back (`redirectTo`), for every login gate: guards, game tiles, launch;
 * with a reason, the login page says why (a guest's favourites: app/domain/login-reason.ts).
 */
export function loginHref(redirectTo: string, reason?: LoginReason): string {
  const query = new URLSearchParams({ redirectTo });
  if (reason) query.set("reason", reason);
  return `${LOGIN_PATH}?${query.toString()}`;
}

/** The member centre (accounts §3), which offers a trial player registration. */
export const MEMBER_CENTRE_PATH = "/m/member/home";

/** Registration, where a trial player turns into a real account. */
export const REGISTER_PATH = "/m/register";

// Every address the product treats as "home" (both specs list the same six).
export const HOME_PATHS = ["/m/home", "/", "/m", "/m/", "/m/index", "/m/index.html"] as const;

// Strips trailing slashes so "/m/login/" and "/m/login" decide alike. "/" stays root, and "/m/" is kept
// verbatim because the spec lists it as its own home alias.
export function normalizePath(pathname: string): string {
  if (pathname === "" || pathname === "/") return "/";
  if (pathname === "/m/") return pathname;
  const stripped = pathname.replace(/\/+$/, "");
  return stripped === "" ? "/" : stripped;
}

export function isHomePath(pathname: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(normalizePath(pathname));
}

export type CategoryPathKey =
  "LIVE" | "RNG" | "SPORTS" | "ESPORTS" | "FISH" | "PVP" | "LOTT" | "ELOTT" | "HOT" | "FAV";

// The spec's "configured category-to-path map". HOT and FAV deliberately point at the slots list:
// the spec says they "map to /m/slot-games in one place".
export const CATEGORY_PATHS: Readonly<Record<CategoryPathKey, string>> = {
  LIVE: "/m/live-games",
  RNG: "/m/slot-games",
  SPORTS: "/m/sport-games",
  ESPORTS: "/m/esport-games",
  FISH: "/m/fishing-games",
  PVP: "/m/poker-games",
  LOTT: "/m/lott",
  ELOTT: "/m/elott",
  HOT: "/m/slot-games",
  FAV: "/m/slot-games",
};

export const GAME_LIST_PATH = "/m/gameList";
/** The game center list screen's addresses (games §2): every category's, and /m/gameList?gameType&vassalage. */
export const GAME_CENTER_LIST_PATHS: readonly string[] = [
  "/m/slot-games",
  "/m/live-games",
  "/m/sport-games",
  "/m/esport-games",
  "/m/fishing-games",
  "/m/poker-games",
  GAME_LIST_PATH,
];
export const HOT_GAMES_PATH = "/m/hot-games";
export const FAV_GAMES_PATH = "/m/fav-games";
export const RECENT_GAMES_PATH = "/m/recent-games";
export const SEARCH_GAMES_PATH = "/m/search";
export const SPORTS_GAME_PATH = "/m/sportsGame";
export const LOTTERY_PATH = "/m/lottery";

/**
 * An address that names a file (`/robots.txt`, `/assets/entry-1a2b.js`), not a page: its last part
 * has an extension. `.html` addresses are pages (the spec's `/m/index.html`).
 */
export function isFileAddress(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname) && !/\.html?$/i.test(pathname);
}
