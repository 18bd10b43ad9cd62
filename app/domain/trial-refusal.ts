// One way to refuse a trial player (issue 49 item 8): whatever a trial account may not do (money, a
// game without trial play, a page for real accounts) leads to registration, which says why in words
// read from its own address. A page's own address carries the reason, so it reads the same with
// JavaScript on or off: a toast in a cookie is lost on a client navigation the root does not reload.
import { REGISTER_PATH } from "./paths";

/** Why a trial player was refused: real money, a game with no trial play, a page for real accounts. */
export type TrialRefusal = "realMoney" | "realGame" | "realAccount";

const REFUSALS: readonly TrialRefusal[] = ["realMoney", "realGame", "realAccount"];

/** Registration with the reason a trial player was sent there. */
export function trialRefusalHref(reason: TrialRefusal): string {
  return `${REGISTER_PATH}?reason=${reason}`;
}

/** The reason in registration's address; anything else is no reason (the page shows no notice). */
export function trialRefusalOf(value: string | null): TrialRefusal | null {
  return REFUSALS.find((reason) => reason === value) ?? null;
}

const KEYS = {
  realMoney: "account.real_money_trial",
  realGame: "account.real_game_trial",
  realAccount: "account.real_account_trial",
} as const satisfies Record<TrialRefusal, string>;

/** The words registration shows for a reason. */
export function trialRefusalKey(reason: TrialRefusal): (typeof KEYS)[TrialRefusal] {
  return KEYS[reason];
}

/** Who looks at a game tile: a tile leads each of them somewhere else. */
export type TileViewer = "guest" | "trial" | "member";

/**
 * Whether a tile is closed to this viewer: a trial player cannot play a game without trial play
 * (the platform answers game.trial.not.allowed), so the tile says so and leads to registration
 * instead of a launch that can only fail. A guest's such tile leads to login (the launch route).
 */
export function realPlayOnly(freeplay: boolean, viewer: TileViewer): boolean {
  return viewer === "trial" && !freeplay;
}
