// Red-envelope rain against the seeded schedule (packages/reference-backend/src/seed/red-rain.ts): one rain
// three days ago (5.00 envelopes, 2 each), one raining now (8.88, 3 each), one tomorrow (18.88, 1).
// A grab credits once per idempotency key; a member grabs at most the rain's number of envelopes.
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/agent/red-rain";
import { createMember, sessionCookie } from "../support/member";
import { request, runRoute, SESSION_SECRET } from "../support/route";
import { agentTestServers, daysAgo, locationOf } from "./agent-support";

const servers = agentTestServers();

type Page = Awaited<ReturnType<typeof loader>>;
const load = async (path: string, who = servers.cookie) =>
  (await runRoute(servers.services, loader, request(path, { cookie: who }))) as Page;
const grab = (rainId: number, idempotencyKey: string, who = servers.cookie) =>
  runRoute(
    servers.services,
    action,
    request("/m/redRain", { cookie: who, form: { rainId: String(rainId), idempotencyKey } }),
  ) as Promise<Response>;
const balance = () =>
  (servers.backend.db
    .prepare("SELECT balance_cents FROM members WHERE account = 'demo_agent'")
    .pluck()
    .get() as number) / 100;
/** The flash the answer sets (a base64 JSON cookie): its message key. */
const flashOf = (answer: Response) => {
  const value = /flash=([^;]+)/.exec(answer.headers.get("Set-Cookie") ?? "")?.[1] ?? "";
  return (JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString()) as { messageKey: string })
    .messageKey;
};

describe("red-envelope rain", () => {
  it("shows the rains touching the range and every upcoming one, and no grabs yet", async () => {
    const page = await load(`/m/redRain?startDate=${daysAgo(3)}&endDate=${daysAgo(0)}`);
    expect(page.rains.map((r) => [r.state, r.envelope, r.perMember, r.grabbed])).toEqual([
      ["upcoming", 1888, 1, 0],
      ["live", 888, 3, 0],
      ["ended", 500, 2, 0],
    ]);
    // Only the live rain offers a grab.
    expect(page.rains.map((r) => r.grabKey !== null)).toEqual([false, true, false]);
    expect(page.grabs).toMatchObject({ total: 0, sum: 0, list: [] });
  });

  it("a grab posted twice with one key credits once; a member grabs at most three", async () => {
    const before = balance();
    const live = (await load("/m/redRain")).rains.find((r) => r.state === "live")!;
    await Promise.all([grab(live.id, live.grabKey!), grab(live.id, live.grabKey!)]);
    expect(balance()).toBeCloseTo(before + 8.88, 2);
    for (const key of ["00000000-0000-4000-8000-00000000000a", "00000000-0000-4000-8000-00000000000b"])
      expect(flashOf(await grab(live.id, key))).toBe("agent.rain.grabbed");
    const refused = await grab(live.id, "00000000-0000-4000-8000-00000000000c");
    expect(flashOf(refused)).toBe("agent.rain.usedUp");
    expect(balance()).toBeCloseTo(before + 3 * 8.88, 2);
    const bonus = servers.backend.db
      .prepare("SELECT COUNT(*) FROM ledger WHERE kind = 'bonus' AND idempotency_key LIKE 'red-rain:%'")
      .pluck()
      .get();
    expect(bonus).toBe(3);

    const page = await load("/m/redRain");
    expect(page.grabs.total).toBe(3);
    expect(page.grabs.sum).toBe(2664);
    expect(page.grabs.list.map((g) => g.envelope)).toEqual([3, 2, 1]);
    expect(page.rains.find((r) => r.id === live.id)).toMatchObject({ grabbed: 3, grabKey: null });
  });

  it("refuses a grab of a rain that is not falling", async () => {
    const ended = (await load(`/m/redRain?startDate=${daysAgo(3)}&endDate=${daysAgo(3)}`)).rains.find(
      (r) => r.state === "ended",
    )!;
    expect(flashOf(await grab(ended.id, "00000000-0000-4000-8000-00000000000d"))).toBe("agent.rain.notLive");
  });

  it("sends a member of type 0 home", async () => {
    const c = await sessionCookie(SESSION_SECRET, createMember(servers.backend.db, { type: 0 }));
    const player = `${c.name}=${c.value}`;
    expect(
      locationOf(await runRoute(servers.services, loader, request("/m/redRain", { cookie: player }))),
    ).toBe("/m/home");
    expect(locationOf(await grab(1, "00000000-0000-4000-8000-00000000000e", player))).toBe("/m/home");
  });
});
