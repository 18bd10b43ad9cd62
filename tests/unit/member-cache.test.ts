// Header data cached per session: never shared between sessions, failures not kept, cleared on demand.
import { describe, expect, it, vi } from "vitest";
import { createMemberCache } from "~/.server/member-cache";

describe("createMemberCache", () => {
  it("reuses a session's answer and never gives it to another session", async () => {
    const cache = createMemberCache({ ttlMs: 60_000, max: 10 });
    const a = cache.forSession("token-a");
    const b = cache.forSession("token-b");
    expect(await a.get("balance", () => Promise.resolve(1))).toBe(1);
    expect(await a.get("balance", () => Promise.resolve(2))).toBe(1);
    expect(await cache.forSession("token-a").get("balance", () => Promise.resolve(3))).toBe(1);
    expect(await b.get("balance", () => Promise.resolve(4))).toBe(4);
  });

  it("keeps no failure: the next call asks again", async () => {
    const a = createMemberCache({ ttlMs: 60_000, max: 10 }).forSession("token-a");
    await expect(a.get("info", () => Promise.reject(new Error("401")))).rejects.toThrow("401");
    expect(await a.get("info", () => Promise.resolve("fresh"))).toBe("fresh");
  });

  it("clear() forgets this session's answers only", async () => {
    const cache = createMemberCache({ ttlMs: 60_000, max: 10 });
    const a = cache.forSession("token-a");
    await a.get("balance", () => Promise.resolve(1));
    await cache.forSession("token-b").get("balance", () => Promise.resolve(10));
    a.clear();
    expect(await a.get("balance", () => Promise.resolve(2))).toBe(2);
    expect(await cache.forSession("token-b").get("balance", () => Promise.resolve(11))).toBe(10);
  });

  // Issue 62: a post clears the session's answers while the same member's other requests (a double
  // tap, a second tab, a fetcher beside a post) wait on them; lru-cache rejected those with "deleted".
  it("clear() fails no reader already waiting: it gets the answer under way, the next caller a fresh one", async () => {
    const a = createMemberCache({ ttlMs: 60_000, max: 10 }).forSession("token-a");
    let answer!: (value: number) => void;
    const waiting = a.get("balance", () => new Promise<number>((resolve) => (answer = resolve)));
    a.clear();
    const fresh = a.get("balance", () => Promise.resolve(2));
    answer(1);
    expect(await waiting).toBe(1);
    expect(await fresh).toBe(2);
    // The answer that began before the clear is not kept: a later reader sees the fresh one.
    expect(await a.get("balance", () => Promise.resolve(3))).toBe(2);
  });

  it("an answer under way when its entry is evicted still reaches its reader", async () => {
    const cache = createMemberCache({ ttlMs: 60_000, max: 1 });
    let answer!: (value: number) => void;
    const waiting = cache
      .forSession("token-a")
      .get("balance", () => new Promise<number>((r) => (answer = r)));
    await cache.forSession("token-b").get("balance", () => Promise.resolve(10));
    answer(1);
    expect(await waiting).toBe(1);
  });

  it("does not cache for guests or with TTL 0", async () => {
    const load = vi.fn(() => Promise.resolve(1));
    const guest = createMemberCache({ ttlMs: 60_000, max: 10 }).forSession(null);
    const off = createMemberCache({ ttlMs: 0, max: 10 }).forSession("token-a");
    for (const data of [guest, guest, off, off]) await data.get("balance", load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
