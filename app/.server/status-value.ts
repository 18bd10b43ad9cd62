// The site status (maintenance, region), cached STATUS_TTL_MS like any public answer and served
// stale while it refreshes, except while it says maintenance (issue 49): then it is asked afresh,
// awaited, at most once per MAINTENANCE_RECHECK_MS, so the maintenance page's "Try again" and its
// periodic reload find the site back at once instead of one stale answer later. The backend gets at
// most one status call a second per process for it while the site is down.
import type { SiteStatus } from "./backend/schemas/system";
import type { CachedValue } from "./context";
import type { PublicCache, PublicKey } from "./public-cache";

export const MAINTENANCE_RECHECK_MS = 1000;

export function statusValue(
  cache: PublicCache,
  key: PublicKey,
  load: () => Promise<SiteStatus>,
  ttlMs: number,
  now: () => number = Date.now,
): CachedValue<SiteStatus> {
  let loadedAt = 0;
  const noted = async () => {
    const value = await load();
    loadedAt = now();
    return value;
  };
  const reload = () => cache.reload(key, noted, ttlMs);
  return {
    get() {
      const known = cache.peek<SiteStatus>(key);
      if (known?.maintenance && now() - loadedAt >= MAINTENANCE_RECHECK_MS) {
        // A backend that does not answer keeps the page on the last known status.
        return reload().catch(() => known);
      }
      return cache.get(key, noted, ttlMs);
    },
    peek: () => cache.peek<SiteStatus>(key),
    reload,
  };
}
