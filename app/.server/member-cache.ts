import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

type Value = NonNullable<unknown>;
type Load = () => Promise<Value>;

/** One session's cached answers (the header's member info, balance, contract check). */
export type MemberData = {
  /** `load`'s answer for this session, reused for the TTL; a failure is not kept. */
  get<T extends Value>(what: string, load: () => Promise<T>): Promise<T>;
  /** Forget this session's answers: the member has just changed something. */
  clear(): void;
};

const uncached: MemberData = { get: (_what, load) => load(), clear: () => {} };

/**
 * Member data cached for a few seconds per session, keyed by a hash of the session's platform token
 * (secret and never guessable; a new login is a new token, so a new key) and by the session's
 * generation: the cookie's `seenAt`, which every member's form post renews (`sessions.posted`), so
 * after a post every worker and host reads afresh, not only the one that took it. Entries are not
 * served stale: after the TTL the next navigation waits for fresh data. TTL 0 turns the cache off.
 */
export function createMemberCache(options: { ttlMs: number; max: number }) {
  const cache =
    options.ttlMs > 0
      ? new LRUCache<string, Value, Load>({
          max: options.max,
          ttl: options.ttlMs,
          fetchMethod: (_key, _stale, { context }) => context(),
          // A clear() (a post of the same member) or an eviction while an answer is under way must
          // not fail the requests already waiting for it (lru-cache rejects them with "deleted" or
          // "evicted", issue 62): they get that answer; it is not kept, so later readers ask afresh.
          ignoreFetchAbort: true,
        })
      : null;
  /** The names asked for so far (a handful, fixed by the code), so clear() finds a session's keys. */
  const whats = new Set<string>();
  return {
    forSession(token: string | null, generation = 0): MemberData {
      if (!cache || !token) return uncached;
      const session = `${createHash("sha256").update(token).digest("base64url")}:${generation}`;
      return {
        async get<T extends Value>(what: string, load: () => Promise<T>) {
          whats.add(what);
          return (await cache.fetch(`${session}:${what}`, { context: load })) as T;
        },
        clear() {
          for (const what of whats) cache.delete(`${session}:${what}`);
        },
      };
    },
  };
}

export type MemberCache = ReturnType<typeof createMemberCache>;
