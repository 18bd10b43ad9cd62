/**
 * A one-value stale-while-revalidate cache for public, per-merchant data (site status, merchant
 * languages). A fresh value is served at once; a stale one is served at once while a single
 * background refresh runs; a failed refresh keeps the last known value (the spec: a failed status
 * call shows nothing new). Only with no value at all does a caller wait, and see the error.
 */
export type SwrCache<T> = {
  get(): Promise<T>;
  /** The last known value, without loading. */
  peek(): T | undefined;
  /** Forget the value (tests, operator tools). */
  clear(): void;
};

export function createSwrCache<T>(options: {
  ttlMs: number;
  load: () => Promise<T>;
  onRefreshError?: (error: unknown) => void;
  now?: () => number;
}): SwrCache<T> {
  const now = options.now ?? Date.now;
  let value: T | undefined;
  let loadedAt = 0;
  let inFlight: Promise<T> | null = null;

  function refresh(): Promise<T> {
    inFlight ??= options
      .load()
      .then((fresh) => {
        value = fresh;
        loadedAt = now();
        return fresh;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    async get() {
      if (value === undefined) return refresh();
      if (now() - loadedAt >= options.ttlMs) {
        refresh().catch((error) => options.onRefreshError?.(error));
      }
      return value;
    },
    peek: () => value,
    clear() {
      value = undefined;
      loadedAt = 0;
    },
  };
}
