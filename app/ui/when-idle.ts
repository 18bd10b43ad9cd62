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

/**
 * Resolves once the parser has read the whole document. The app's module script is async and can
 * run while the rest of the page is still on its way (a slow line, a busy machine): what the page
 * ends with (its texts, decision 0056) is then missing or cut off half-way.
 */
export function documentParsed(): Promise<void> {
  if (document.readyState !== "loading") return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }),
  );
}
