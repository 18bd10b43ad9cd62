/**
 * Runs `work` when the browser's main thread is idle, within a second at the latest; where there is
 * no `requestIdleCallback` (Safari), in a task of its own.
 */
export function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => work(), { timeout: 1000 });
  else setTimeout(work, 1);
}
