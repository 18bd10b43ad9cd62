// An open maintenance screen finds the site back by itself (issue 49): it asks its own address again
// every so often and reloads only once the answer is no longer the 503 of the screen. Nothing moves
// while the site is down, so a screen reader keeps its place (a timed reload would restart the page;
// WCAG 2.2.1). The server asks the status afresh for these asks (app/.server/status-value.ts).

/** The status of `url` now (HEAD, never from a cache); rejects when nothing answers. */
const askStatus = (url: string) =>
  fetch(url, { method: "HEAD", cache: "no-store", credentials: "same-origin" }).then((r) => r.status);

/** Starts watching; answers the stop. */
export function watchMaintenanceEnd(
  url: string,
  intervalMs: number,
  reload: () => void,
  ask: (url: string) => Promise<number> = askStatus,
): () => void {
  let asking = false;
  const timer = setInterval(() => {
    if (asking) return;
    asking = true;
    ask(url)
      .then(
        (status) => {
          if (status !== 503) reload();
        },
        // Offline or no answer: still down as far as this page knows; ask again later.
        () => {},
      )
      .finally(() => (asking = false));
  }, intervalMs);
  return () => clearInterval(timer);
}
