// How long a toast shows (games §9 "Toasts: default 3 s (short 3, long 8); loading 3 s (2 s on game
// list); success 1 s"; accounts §9 "Success toasts 1 s or 1.5 s; default notice 1.5 s; refusal toast
// 2 s; info toast 2 s. Toast default 3 s (SHORT 3, LONG 8)"; accounts §8 for single messages) and
// where a page's progress bar starts (games §9 "initial progress 20").

/** The spec's toast times, in ms. app/styles/app.css has one `[data-duration]` rule per name. */
export const TOAST_MS = {
  /** SHORT, the default: an error or anything not named below. */
  short: 3_000,
  /** LONG: a toast that tells of something not done, which the player must read before going on. */
  long: 8_000,
  /** A success. */
  success: 1_000,
  /** The default notice (1.5 s): a setting changed. */
  notice: 1_500,
  /** An info toast ("please log in"). */
  info: 2_000,
  /** A refusal ("Please login an actual account to use this function", about 2 s). */
  refusal: 2_000,
  /** The offline-style toast of free_reject and coming_soon: 1 s. */
  offline: 1_000,
} as const;

export type ToastDuration = keyof typeof TOAST_MS;
export type ToastKind = "success" | "info" | "error";

/** The toasts the spec times by their message rather than by their kind. */
const BY_MESSAGE: Readonly<Record<string, ToastDuration>> = {
  // Nothing was sent; the toast says what to do (log in again), so it stays long enough to read.
  "account.sessionEndedPost": "long",
  "account.real_money_only": "refusal",
  "account.free_reject": "offline",
  "content.share.comingSoon": "offline",
  // A setting changed: the default notice.
  "toast.theme_changed": "notice",
  "toast.language_changed": "notice",
};

const BY_KIND: Readonly<Record<ToastKind, ToastDuration>> = {
  success: "success",
  info: "info",
  error: "short",
};

/** How long a toast of this kind and message shows. */
export function toastDurationOf(toast: { kind: ToastKind; messageKey: string }): ToastDuration {
  return BY_MESSAGE[toast.messageKey] ?? BY_KIND[toast.kind];
}

/** The loading toasts' longest showing, in ms: a request still pending after it goes on without it. */
export const LOADING_TOAST_MS = {
  /** "Loading 3 s" / "3 s default". */
  default: 3_000,
  /** "2 s on game list": a game list's next page or a game list on its way. */
  gameList: 2_000,
  /** SMS sending and change password: 10 s. */
  long: 10_000,
  /** Sign out and forgot password: 9999 s, until the answer. */
  untilDone: 9_999_000,
} as const;

/** Where the progress bar of a page on its way starts, in percent of its width. */
export const PROGRESS_START_PERCENT = 20;
