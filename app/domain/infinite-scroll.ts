// Infinite scroll of the game lists (games spec §9): load when within 300 px of the end, at most once a second.
import { INFINITE_SCROLL } from "./games";

/** Whether a load may start now: none under way and the last one at least `throttleMs` ago. */
export function mayLoadMore(
  now: number,
  lastLoadAt: number | null,
  busy: boolean,
  throttleMs: number = INFINITE_SCROLL.throttleMs,
): boolean {
  return !busy && (lastLoadAt === null || now - lastLoadAt >= throttleMs);
}

/** The observer margin that fires `thresholdPx` before the end comes into view. */
export const SCROLL_ROOT_MARGIN = `0px 0px ${INFINITE_SCROLL.thresholdPx}px 0px`;
