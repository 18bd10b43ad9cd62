import { LRUCache } from "lru-cache";

/** Anything a backend call answers (lru-cache holds no null or undefined). */
type Value = NonNullable<unknown>;
type Load = () => Promise<Value>;

/** What a public answer depends on: never a token, so one answer serves every visitor. */
export type PublicKey = {
  merchant: string;
  /** Upper-case platform language code. */
  language: string;
  /** The backend call, e.g. "listGames". */
  call: string;
  /** Its arguments; objects are keyed by their fields whatever their order. */
  args?: readonly unknown[];
};

/**
 * Public, per-merchant answers shared by every visitor of the process (docs/decisions/0015): a fresh
 * answer is served at once; a stale one is served at once while one refresh per key runs; a failed
 * refresh keeps the stale answer. Only a key never loaded makes its caller wait (and see the error).
 */
export type PublicCache = {
  get<T extends Value>(key: PublicKey, load: () => Promise<T>, ttlMs: number): Promise<T>;
  /** The last known answer, fresh or stale, without loading. */
  peek<T extends Value>(key: PublicKey): T | undefined;
  /**
   * Loads the answer of `key` (a keyString) again now, if this process has it: another host saw it
   * change (issue 25). The stale answer is served until the new one is in.
   */
  refresh(key: string): void;
  /**
   * Loads `key` again now and answers the new value (one load for every caller meanwhile): for an
   * answer that must not be served stale this once (the site status after a maintenance refusal).
   * A failed load keeps the old answer and rejects.
   */
  reload<T extends Value>(key: PublicKey, load: () => Promise<T>, ttlMs: number): Promise<T>;
};

export function createPublicCache(options: {
  /** How many answers are kept; the least recently used goes first. */
  max: number;
  onRefreshError?: (key: string, error: unknown) => void;
  /** Told whether each lookup was a hit, a stale answer or a miss (metrics). */
  onLookup?: (result: string) => void;
  /** Told of a refresh that brought an answer other than the stale one (a keyString). */
  onChanged?: (key: string) => void;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
}): PublicCache {
  // How to load each key this process holds, for a refresh another host asks for.
  const loaders = new Map<string, { load: Load; ttl: number }>();
  const cache = new LRUCache<string, Value, Load>({
    max: options.max,
    dispose: (_value, key, reason) => {
      if (reason === "evict" || reason === "delete") loaders.delete(key);
    },
    ...(options.now && { perf: { now: options.now } }),
    // Read the clock at every use, not once a millisecond: exact staleness (cheap next to a fetch).
    ttlResolution: 0,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    // An answer under way when its entry is evicted (the least recently used, under many keys)
    // still reaches the requests waiting for it, instead of failing them with "evicted".
    ignoreFetchAbort: true,
    fetchMethod: async (key, stale, { context }) => {
      try {
        const value = await context();
        if (stale !== undefined && options.onChanged && JSON.stringify(value) !== JSON.stringify(stale))
          options.onChanged(key);
        return value;
      } catch (error) {
        // With a stale answer nobody awaits this refresh: say so here, the answer stays.
        if (stale !== undefined) options.onRefreshError?.(key, error);
        throw error;
      }
    },
  });
  return {
    async get<T extends Value>(key: PublicKey, load: () => Promise<T>, ttlMs: number) {
      // lru-cache reads ttl 0 as "never stale"; ours means "refresh at every use", so 1 ms.
      const status: LRUCache.Status<string, Value, Load> = {};
      const id = keyString(key);
      const ttl = Math.max(1, ttlMs);
      loaders.set(id, { load, ttl });
      try {
        return (await cache.fetch(id, { context: load, ttl, status })) as T;
      } finally {
        if (status.fetch) options.onLookup?.(status.fetch);
      }
    },
    peek: <T extends Value>(key: PublicKey) =>
      cache.peek(keyString(key), { allowStale: true }) as T | undefined,
    refresh(key) {
      const known = loaders.get(key);
      if (!known) return;
      cache.fetch(key, { context: known.load, ttl: known.ttl, forceRefresh: true }).catch(() => {});
    },
    async reload<T extends Value>(key: PublicKey, load: () => Promise<T>, ttlMs: number) {
      const id = keyString(key);
      const ttl = Math.max(1, ttlMs);
      loaders.set(id, { load, ttl });
      // Not stale: a refresh already under way is awaited, not answered with the old value.
      const value = await cache.fetch(id, { context: load, ttl, forceRefresh: true, allowStale: false });
      if (value === undefined) throw new Error(`${id}: no answer`);
      return value as T;
    },
  };
}

/** One string per key; object fields sorted, so `{a, b}` and `{b, a}` are the same query. */
export function keyString({ merchant, language, call, args = [] }: PublicKey): string {
  return JSON.stringify([merchant, language, call, args.map(sortedFields)]);
}

function sortedFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedFields);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortedFields(v)]),
    );
  }
  return value;
}
