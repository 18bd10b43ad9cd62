/**
 * Runs `work` when the browser's main thread is idle, within a second at the latest; where there is
 * no `requestIdleCallback` (Safari), in a task of its own.
 */
export function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => work(), { timeout: 1000 });
  else setTimeout(work, 1);
}

/** Work no tap waits for, after the page's load and hydration, when idle: off a slow phone's first seconds. */
export function whenSettled(work: () => void) {
  if (document.readyState === "complete") whenIdle(work);
  else addEventListener("load", () => whenIdle(work), { once: true });
}
