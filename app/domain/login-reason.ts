// Why a login gate sent a guest to the login page, read from the login page's own address
// (`?reason=`), so it is said the same with JavaScript on or off: a plain link (a guest's heart, the
// FAV tab) cannot carry a toast in a cookie. Games §8 / accounts §8 "in_logged_login: login required
// for favourites".

const REASONS = {
  favourites: "games.loginRequired",
} as const;

/** A reason a login gate gives the login page. */
export type LoginReason = keyof typeof REASONS;

/** The reason in the login page's address; anything else is no reason (no notice shown). */
export function loginReasonOf(value: string | null): LoginReason | null {
  return value !== null && Object.hasOwn(REASONS, value) ? (value as LoginReason) : null;
}

/** The words the login page shows for a reason. */
export function loginReasonKey(reason: LoginReason): (typeof REASONS)[LoginReason] {
  return REASONS[reason];
}
