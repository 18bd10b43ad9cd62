// The shared cache of public answers: keys kept apart, stale answers served while one refresh runs,
// a failed refresh keeping the last known answer.
import { describe, expect, it, vi } from "vitest";
import { createPublicCache, keyString, type PublicKey } from "~/.server/public-cache";

/** A load whose answers the test releases one by one. */
function controlledLoad() {
  const pending: Array<{ resolve: (v: string) => void; reject: (e: Error) => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return {
    load,
    answer: (value: string) => pending.shift()!.resolve(value),
    fail: (message: string) => pending.shift()!.reject(new Error(message)),
  };
}

function setup(ttlMs = 1000) {
  // lru-cache reads a start time of 0 as "no TTL": the clock starts later.
  let now = 10_000;
  const onRefreshError = vi.fn();
  const cache = createPublicCache({ max: 100, onRefreshError, now: () => now });
  return { cache, onRefreshError, ttlMs, advance: (ms: number) => (now += ms) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const games = (q: Partial<PublicKey> = {}): PublicKey => ({
  merchant: "demo",
  language: "EN",
  call: "listGames",
  args: [{ gameType: "RNG", pageNo: 1, pageSize: 9 }],
  ...q,
});

describe("createPublicCache", () => {
  it("an answer under way when its key is evicted still reaches its reader (issue 62)", async () => {
    const cache = createPublicCache({ max: 1 });
    const { load, answer } = controlledLoad();
    const waiting = cache.get(games(), load, 1000);
    await cache.get(games({ language: "ZH" }), () => Promise.resolve("zh"), 1000);
    answer("en");
    expect(await waiting).toBe("en");
  });

  it("keeps merchants, languages, calls and queries apart; field order does not matter", async () => {
    const t = setup();
    const load = vi.fn((what: string) => Promise.resolve(what));
    const keys: PublicKey[] = [
      games(),
      games({ merchant: "other" }),
      games({ language: "KO" }),
      games({ call: "hotGames" }),
      games({ args: [{ gameType: "RNG", pageNo: 2, pageSize: 9 }] }),
    ];
    const answers = await Promise.all(
      keys.map((key) => t.cache.get(key, () => load(keyString(key)), t.ttlMs)),
    );
    expect(new Set(answers).size).toBe(keys.length);
    expect(load).toHaveBeenCalledTimes(keys.length);
    const reordered = games({ args: [{ pageSize: 9, pageNo: 1, gameType: "RNG" }] });
    expect(await t.cache.get(reordered, () => load("again"), t.ttlMs)).toBe(keyString(games()));
    expect(load).toHaveBeenCalledTimes(keys.length);
  });

  it("makes callers of a key never loaded wait for one load together", async () => {
    const t = setup();
    const c = controlledLoad();
    const both = Promise.all([t.cache.get(games(), c.load, t.ttlMs), t.cache.get(games(), c.load, t.ttlMs)]);
    c.answer("first");
    expect(await both).toEqual(["first", "first"]);
    expect(c.load).toHaveBeenCalledTimes(1);
  });

  it("serves a fresh answer without loading", async () => {
    const t = setup();
    const c = controlledLoad();
    const first = t.cache.get(games(), c.load, t.ttlMs);
    c.answer("answer");
    await first;
    t.advance(999);
    expect(await t.cache.get(games(), c.load, t.ttlMs)).toBe("answer");
    expect(c.load).toHaveBeenCalledTimes(1);
  });

  it("serves the stale answer at once while one refresh runs, then the new one", async () => {
    const t = setup();
    const c = controlledLoad();
    const first = t.cache.get(games(), c.load, t.ttlMs);
    c.answer("old");
    await first;
    t.advance(1001);
    const during = await Promise.all([1, 2, 3].map(() => t.cache.get(games(), c.load, t.ttlMs)));
    expect(during).toEqual(["old", "old", "old"]);
    expect(c.load).toHaveBeenCalledTimes(2);
    c.answer("new");
    await flush();
    expect(await t.cache.get(games(), c.load, t.ttlMs)).toBe("new");
    expect(c.load).toHaveBeenCalledTimes(2);
  });

  it("keeps the stale answer when a refresh fails, and says so", async () => {
    const t = setup();
    const c = controlledLoad();
    const first = t.cache.get(games(), c.load, t.ttlMs);
    c.answer("known");
    await first;
    t.advance(1001);
    expect(await t.cache.get(games(), c.load, t.ttlMs)).toBe("known");
    c.fail("backend down");
    await flush();
    expect(t.onRefreshError).toHaveBeenCalledTimes(1);
    expect(t.cache.peek(games())).toBe("known");
    // Still stale: the next use tries again, and is served the known answer meanwhile.
    expect(await t.cache.get(games(), c.load, t.ttlMs)).toBe("known");
    expect(c.load).toHaveBeenCalledTimes(3);
  });

  it("fails only when no answer was ever known, and keeps no failure", async () => {
    const t = setup();
    const c = controlledLoad();
    const first = t.cache.get(games(), c.load, t.ttlMs);
    c.fail("backend down");
    await expect(first).rejects.toThrow("backend down");
    expect(t.onRefreshError).not.toHaveBeenCalled();
    const second = t.cache.get(games(), c.load, t.ttlMs);
    c.answer("first");
    expect(await second).toBe("first");
  });

  it("with TTL 0 refreshes at every use, serving the last answer meanwhile", async () => {
    const t = setup(0);
    const c = controlledLoad();
    const first = t.cache.get(games(), c.load, t.ttlMs);
    c.answer("v1");
    await first;
    t.advance(2);
    expect(await t.cache.get(games(), c.load, t.ttlMs)).toBe("v1");
    c.answer("v2");
    await flush();
    t.advance(2);
    expect(await t.cache.get(games(), c.load, t.ttlMs)).toBe("v2");
    expect(c.load).toHaveBeenCalledTimes(3);
  });

  it("is bounded: the least recently used answer goes first", async () => {
    let now = 10_000;
    const cache = createPublicCache({ max: 2, now: () => now++ });
    const load = vi.fn((v: string) => Promise.resolve(v));
    const key = (n: number) => games({ args: [{ pageNo: n }] });
    await cache.get(key(1), () => load("1"), 60_000);
    await cache.get(key(2), () => load("2"), 60_000);
    await cache.get(key(1), () => load("1 again"), 60_000);
    await cache.get(key(3), () => load("3"), 60_000);
    expect(cache.peek(key(1))).toBe("1");
    expect(cache.peek(key(2))).toBeUndefined();
    expect(cache.peek(key(3))).toBe("3");
  });
});
