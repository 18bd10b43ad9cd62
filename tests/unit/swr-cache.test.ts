// The status cache: used at once, refreshed in the background, last known value kept on failure.
import { describe, expect, it, vi } from "vitest";
import { createSwrCache } from "~/.server/swr-cache";

function setup(ttlMs = 1000) {
  let now = 0;
  const answers: Array<() => Promise<string>> = [];
  const load = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new Error("no answer"))))());
  const onRefreshError = vi.fn();
  const cache = createSwrCache({ ttlMs, load, onRefreshError, now: () => now });
  return {
    cache,
    load,
    onRefreshError,
    answer: (value: string | Error) =>
      answers.push(() => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value))),
    advance: (ms: number) => (now += ms),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createSwrCache", () => {
  it("waits for the first value, then serves it without loading while fresh", async () => {
    const t = setup();
    t.answer("status-1");
    expect(await t.cache.get()).toBe("status-1");
    t.advance(999);
    expect(await t.cache.get()).toBe("status-1");
    expect(t.load).toHaveBeenCalledTimes(1);
  });

  it("serves a stale value at once and refreshes it in the background, once", async () => {
    const t = setup();
    t.answer("old");
    await t.cache.get();
    t.advance(1000);
    t.answer("new");
    expect(await Promise.all([t.cache.get(), t.cache.get()])).toEqual(["old", "old"]);
    expect(t.load).toHaveBeenCalledTimes(2);
    await flush();
    expect(await t.cache.get()).toBe("new");
  });

  it("keeps the last known value when a refresh fails (nothing new is shown)", async () => {
    const t = setup();
    t.answer("known");
    await t.cache.get();
    t.advance(1000);
    t.answer(new Error("backend down"));
    expect(await t.cache.get()).toBe("known");
    await flush();
    expect(t.onRefreshError).toHaveBeenCalledTimes(1);
    expect(await t.cache.get()).toBe("known");
    expect(t.cache.peek()).toBe("known");
  });

  it("fails only when no value was ever known", async () => {
    const t = setup();
    t.answer(new Error("backend down"));
    await expect(t.cache.get()).rejects.toThrow("backend down");
    t.answer("first");
    expect(await t.cache.get()).toBe("first");
  });
});
