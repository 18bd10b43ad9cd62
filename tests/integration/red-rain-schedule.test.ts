// An operator schedules a red-envelope rain (docs/decisions/0038): a total amount in a number of
// envelopes over a window. Bad plans are refused with a 400; a scheduled rain appears on /m/redRain,
// each member grabs one envelope of it, and no more envelopes are grabbed than the rain holds.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/agent/red-rain";
import { balanceOf, createMember, sessionCookie } from "../support/member";
import { request, runRoute, SESSION_SECRET } from "../support/route";
import { OPERATOR_TOKEN } from "../support/servers";
import { agentTestServers } from "./agent-support";

const servers = agentTestServers();

const MINUTE_MS = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** POST /operator/agent/red-rains; answers the status and the envelope's value or error. */
async function schedule(body: unknown, token = OPERATOR_TOKEN) {
  const response = await fetch(`${servers.backend.url}/operator/agent/red-rains`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Operator-Token": token },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as {
    value?: { id: number; envelopeCents: number };
    message?: string;
  };
  return { status: response.status, ...answer };
}

type Page = Awaited<ReturnType<typeof loader>>;
const load = async (cookie: string) =>
  (await runRoute(servers.services, loader, request("/m/redRain", { cookie }))) as Page;
const grab = async (cookie: string, rainId: number) => {
  const answer = (await runRoute(
    servers.services,
    action,
    request("/m/redRain", { cookie, form: { rainId: String(rainId), idempotencyKey: randomUUID() } }),
  )) as Response;
  const flash = /flash=([^;]+)/.exec(answer.headers.get("Set-Cookie") ?? "")?.[1] ?? "";
  return (JSON.parse(Buffer.from(decodeURIComponent(flash), "base64").toString()) as { messageKey: string })
    .messageKey;
};

describe("scheduling a red-envelope rain", () => {
  it("refuses a plan that is not one, and a caller without the operator token", async () => {
    const good = { startsAt: at(-MINUTE_MS), endsAt: at(60 * MINUTE_MS), totalCents: 1000, count: 2 };
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...good, endsAt: good.startsAt }, /endsAt: not after startsAt/],
      [{ ...good, startsAt: at(-120 * MINUTE_MS), endsAt: at(-60 * MINUTE_MS) }, /endsAt: already past/],
      [{ ...good, totalCents: 1001 }, /totalCents/],
      [{ ...good, count: 0 }, /count/],
      [{ ...good, totalCents: 10.5 }, /totalCents/],
      [{ ...good, startsAt: "tomorrow" }, /startsAt/],
      [{ ...good, extra: 1 }, /./],
      [{ startsAt: good.startsAt, endsAt: good.endsAt, count: 2 }, /totalCents/],
    ];
    for (const [body, message] of bad) {
      const answer = await schedule(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.message).toMatch(message);
    }
    expect((await schedule(good, "wrong")).status).toBe(403);
    const rains = servers.backend.db.prepare("SELECT COUNT(*) FROM red_rain").pluck().get();
    expect(rains).toBe(3); // the seeded ones only
  });

  it("a scheduled rain shows on the page; each member grabs one envelope, and only as many as it holds", async () => {
    const scheduled = await schedule({
      startsAt: at(-MINUTE_MS),
      endsAt: at(60 * MINUTE_MS),
      totalCents: 1000,
      count: 2,
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.value).toMatchObject({ envelopeCents: 500, perMember: 1, count: 2 });
    const rainId = scheduled.value!.id;

    const rain = (await load(servers.cookie)).rains.find((r) => r.id === rainId);
    expect(rain).toMatchObject({ state: "live", envelope: 500, perMember: 1, grabbed: 0 });
    expect(rain!.grabKey).not.toBeNull();

    const agentBalance = () =>
      servers.backend.db
        .prepare("SELECT balance_cents FROM members WHERE account = 'demo_agent'")
        .pluck()
        .get();
    const before = agentBalance() as number;
    expect(await grab(servers.cookie, rainId)).toBe("agent.rain.grabbed");
    expect(await grab(servers.cookie, rainId)).toBe("agent.rain.usedUp");
    expect(agentBalance()).toBe(before + 500);
    expect((await load(servers.cookie)).rains.find((r) => r.id === rainId)).toMatchObject({
      grabbed: 1,
      grabKey: null,
    });

    // Two more agents: the second envelope goes to the first of them; the rain is then empty.
    const others = await Promise.all(
      [1, 2].map(async () => {
        const member = createMember(servers.backend.db, { type: 1, balance: 0 });
        const c = await sessionCookie(SESSION_SECRET, member);
        return { member, cookie: `${c.name}=${c.value}` };
      }),
    );
    expect(await grab(others[0].cookie, rainId)).toBe("agent.rain.grabbed");
    expect(await grab(others[1].cookie, rainId)).toBe("agent.rain.usedUp");
    expect(others.map((o) => balanceOf(servers.backend.db, o.member))).toEqual([5, 0]);
  });
});
