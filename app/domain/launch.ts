// Launch outcomes. The spec swallows launch errors; we show them (docs/decisions/0010).

export type LaunchFailure =
  | "maintenance"
  | "region"
  | "trialNotAllowed"
  | "unfinishedRound"
  | "notFound"
  | "unavailable"
  // The address names no game (or not one in the form of a game's id).
  | "missingGame";

const REASONS: Readonly<Record<string, LaunchFailure>> = {
  "game.vendor.maintenance": "maintenance",
  "game.region.restricted": "region",
  "game.trial.not.allowed": "trialNotAllowed",
  "game.round.unfinished": "unfinishedRound",
  "not.found": "notFound",
};

/** The reason shown for a backend errorCode; anything unknown reads as "not available now". */
export function launchFailure(errorCode: string): LaunchFailure {
  return Object.hasOwn(REASONS, errorCode) ? REASONS[errorCode] : "unavailable";
}

/** The HTTP status of the error page for a reason. */
export function launchFailureStatus(reason: LaunchFailure): number {
  switch (reason) {
    case "missingGame":
      return 400;
    case "notFound":
      return 404;
    case "region":
    case "trialNotAllowed":
      return 403;
    case "maintenance":
    case "unavailable":
      return 503;
    default:
      return 409;
  }
}

/** Seconds a vendor's maintenance is said to last when nothing tells (the site's own says the same). */
const MAINTENANCE_RETRY_S = "300";

/**
 * The error page's headers for a reason: a vendor in maintenance is a planned stop, so its 503 says
 * when to try again (Retry-After), which is also what logs it as the expected refusal it is, at info
 * (server/app.ts requestLogLevel); a 503 of a failure nobody planned stays an error (issue 62).
 */
export function launchFailureHeaders(reason: LaunchFailure): Record<string, string> {
  return reason === "maintenance" ? { "Retry-After": MAINTENANCE_RETRY_S } : {};
}
