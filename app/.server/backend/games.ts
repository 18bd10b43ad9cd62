import type { BackendCallOptions } from "./http";

/** Calls of the games area: lists, vendors, hot, recent, favourites, launch, winners, lottery. */
export function gameCalls(_options: BackendCallOptions) {
  return {};
}
