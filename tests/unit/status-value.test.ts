// The site status while it says maintenance (issue 49): asked afresh and awaited at most once a
// second, never answered stale, so "Try again" finds the site back at once; otherwise a public answer
// like any other (stale while it refreshes). A reload answers the new status, one load for all.
import { describe, expect, it, vi } from "vitest";
import type { SiteStatus } from "~/.server/backend/schemas/system";
import { createPublicCache } from "~/.server/public-cache";
import { MAINTENANCE_RECHECK_MS, statusValue } from "~/.server/status-value";

const KEY = { merchant: "demo", language: "EN", call: "getSiteStatus" };
const TTL_MS = 60_000;

function setup() {
  // lru-cache reads a start time of 0 as "no TTL": the clock starts later.
  let now = 10_000;
  const clock = () => now;
  let maintenance = false;
  const load = vi.fn(async () => ({ maintenance }) as SiteStatus);
  const status = statusValue(createPublicCache({ max: 10, now: clock }), KEY, load, TTL_MS, clock);
  return {
    status,
    load,
    set: (on: boolean) => (maintenance = on),
    advance: (ms: number) => (now += ms),
  };
}

describe("statusValue", () => {
  it("is served from the cache for its TTL while the site is up", async () => {
    const { status, load, set, advance } = setup();
    expect((await status.get()).maintenance).toBe(false);
    set(true);
    advance(5000);
    expect((await status.get()).maintenance).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reload answers the new status, and concurrent reloads share one load", async () => {
    const { status, load, set } = setup();
    await status.get();
    set(true);
    const [a, b] = await Promise.all([status.reload(), status.reload()]);
    expect([a.maintenance, b.maintenance]).toEqual([true, true]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("while it says maintenance, is asked afresh (awaited) once the re-check time has passed", async () => {
    const { status, load, set, advance } = setup();
    set(true);
    expect((await status.get()).maintenance).toBe(true);
    // Within the re-check time: no call.
    advance(MAINTENANCE_RECHECK_MS / 2);
    await status.get();
    expect(load).toHaveBeenCalledTimes(1);
    // Maintenance ended: the first look after the re-check time sees it, not the stale answer.
    set(false);
    advance(MAINTENANCE_RECHECK_MS);
    expect((await status.get()).maintenance).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the maintenance answer when the re-check fails", async () => {
    const { status, load, set, advance } = setup();
    set(true);
    await status.get();
    load.mockRejectedValueOnce(new Error("backend down"));
    advance(MAINTENANCE_RECHECK_MS);
    expect((await status.get()).maintenance).toBe(true);
  });
});
