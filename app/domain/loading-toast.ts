// The loading toasts of accounts §7 and §8 and games §9: what a request in flight says, and how long at most.
import { FAV_GAMES_PATH, GAME_CENTER_LIST_PATHS, HOT_GAMES_PATH, RECENT_GAMES_PATH } from "./paths";
import { LOADING_TOAST_MS } from "./toast";

export type LoadingToast = {
  /** A key of the account namespace: in_please_wait, or in_sms_sending for a code request. */
  messageKey: "account.in_please_wait" | "account.in_sms_sending";
  /** The spec's longest showing; a request still pending after it goes on without the toast. */
  maxMs: number;
};

/**
 * The toast of a post to `action` (a path) with the form's `intent`, for the spec's time: 9999 s for
 * sign out and forgot password, 10 s for SMS sending and change password, 3 s otherwise.
 */
export function loadingToastOf(action: string, intent: string | null): LoadingToast {
  const path = action.split("?")[0];
  if (intent === "sendCode") return { messageKey: "account.in_sms_sending", maxMs: LOADING_TOAST_MS.long };
  if (intent === "logout" || path === "/m/forget")
    return { messageKey: "account.in_please_wait", maxMs: LOADING_TOAST_MS.untilDone };
  if (path === "/m/changePsw") return { messageKey: "account.in_please_wait", maxMs: LOADING_TOAST_MS.long };
  return { messageKey: "account.in_please_wait", maxMs: LOADING_TOAST_MS.default };
}

/** The game list screens (games §2: the center list, also used for hot and favourites; recent beside them). */
const GAME_LIST_SCREENS: readonly string[] = [
  ...GAME_CENTER_LIST_PATHS,
  HOT_GAMES_PATH,
  FAV_GAMES_PATH,
  RECENT_GAMES_PATH,
];

/** games §9 "loading 2 s on game list": the game list's loading toast. */
export const GAME_LIST_LOADING: LoadingToast = {
  messageKey: "account.in_please_wait",
  maxMs: LOADING_TOAST_MS.gameList,
};

/**
 * The toast of a page being loaded (a GET navigation) to `pathname`: a game list's (2 s), or none
 * (the progress bar alone) for any other page.
 */
export function pageLoadingToastOf(pathname: string): LoadingToast | null {
  return GAME_LIST_SCREENS.includes(pathname.replace(/\/+$/, "")) ? GAME_LIST_LOADING : null;
}
