// The agent's rebate and dividend pages against demo_agent's seeded team (the table in
// packages/reference-backend/src/seed/agent-team.ts): figures computed here by hand from that table.
// demo_agent's rate is 2.0%; the agent earns 2.0% minus the rate of the direct downline heading a
// member's branch: demo_down1 1.5 → 0.5, demo_down2 1.0 → 1.0, demo_down3's branch 1.8 → 0.2.
import { describe, expect, it } from "vitest";
import { loader as rebateLoader } from "~/routes/agent/agent-rebate";
import { loader as teamRebateLoader } from "~/routes/agent/team-rebate";
import { loader as dividendLoader } from "~/routes/agent/agent-dividend";
import { createMember, sessionCookie } from "../support/member";
import { request, runRoute, SESSION_SECRET, type AnyRoute } from "../support/route";
import {
  acceptDividendContract,
  agentTestServers,
  backendToken,
  daysAgo,
  halfOf,
  locationOf,
} from "./agent-support";

const servers = agentTestServers();

const load = async <T>(fn: AnyRoute, path: string, who = servers.cookie) =>
  (await runRoute(servers.services, fn, request(path, { cookie: who }))) as T;
const week = `startDate=${daysAgo(6)}&endDate=${daysAgo(0)}`;

describe("agent rebate", () => {
  it("shows the agent's own rate, the quota and the downlines' rates", async () => {
    const { settings } = await load<Awaited<ReturnType<typeof rebateLoader>>>(
      rebateLoader,
      "/m/member/agent/agentRebeat",
    );
    expect(settings).toEqual({
      rebate: 2,
      quota: 2,
      downlineCount: 3,
      highestDownline: 1.8,
      lowestDownline: 1,
    });
  });

  it("team rebate records: per day and member, the agent's share of the bets", async () => {
    const { rows } = await load<Awaited<ReturnType<typeof teamRebateLoader>>>(
      teamRebateLoader,
      `/m/member/teamRebate?${week}`,
    );
    expect(rows.list.map((r) => [r.date, r.account, r.bet, r.rate, r.rebate])).toEqual([
      // Amounts in cents (the backend answers units; its client turns them into cents).
      [daysAgo(0), "demo_down1", 10000, 0.5, 50],
      [daysAgo(0), "demo_sub1", 1000, 0.2, 2],
      [daysAgo(1), "demo_down1", 5000, 0.5, 25],
      [daysAgo(1), "demo_down3", 2000, 0.2, 4],
      [daysAgo(2), "demo_down2", 3000, 1, 30],
      [daysAgo(3), "demo_leaf1", 20000, 0.2, 40],
    ]);
    expect(rows.sum).toEqual({ bet: 41000, rebate: 151 });
    expect(rows.total).toBe(6);
  });

  it("pages the records, is empty for a quiet range, and corrects a bad address", async () => {
    const token = backendToken(servers.backend.db, "demo_agent");
    const page2 = (await (
      await fetch(
        `${servers.backend.url}/wps/agent/team/rebate?startDate=${daysAgo(6)}&endDate=${daysAgo(0)}&page=2&size=4`,
        { headers: { Merchant: "demo", Authorization: token } },
      )
    ).json()) as { value: { total: number; list: Array<{ account: string }> } };
    expect(page2.value.total).toBe(6);
    expect(page2.value.list.map((r) => r.account)).toEqual(["demo_down2", "demo_leaf1"]);
    const old = await load<Awaited<ReturnType<typeof teamRebateLoader>>>(
      teamRebateLoader,
      `/m/member/teamRebate?startDate=${daysAgo(60)}&endDate=${daysAgo(50)}`,
    );
    expect(old.rows).toMatchObject({ total: 0, list: [], sum: { bet: 0, rebate: 0 } });
    expect(locationOf(await load(teamRebateLoader, "/m/member/teamRebate?endDate=x&page=0"))).toBe(
      "/m/member/teamRebate",
    );
  });
});

describe("dividends", () => {
  it("without a contract the page says so; after accepting one it shows the periods", async () => {
    const none = await load<Awaited<ReturnType<typeof dividendLoader>>>(
      dividendLoader,
      "/m/member/agent/agentDivident",
    );
    expect(none.rows).toBeNull();

    // Loss of 50 or more: 10%; of 100 or more: 20%.
    await acceptDividendContract(servers.backend);

    const { rows: dividends } = await load<Awaited<ReturnType<typeof dividendLoader>>>(
      dividendLoader,
      `/m/member/agent/agentDivident?startDate=${daysAgo(3)}&endDate=${daysAgo(0)}`,
    );
    // The team's wins minus bets per seeded day (0: -45, 1: +20, 2: -30, 3: -50), summed per period.
    const nets = new Map<string, number>();
    for (const [day, net] of [
      [0, -45],
      [1, 20],
      [2, -30],
      [3, -50],
    ])
      nets.set(halfOf(daysAgo(day)), (nets.get(halfOf(daysAgo(day))) ?? 0) + net);
    const expected = [...nets].map(([start, net]) => {
      const loss = -net;
      const rate = loss >= 100 ? 0.2 : loss >= 50 ? 0.1 : 0;
      // In cents.
      return [
        start,
        net * 100,
        Math.floor(loss * rate * 100),
        start === halfOf(daysAgo(0)) ? "open" : "settled",
      ];
    });
    expect(dividends!.tiers).toEqual([
      { threshold: 5000, rate: 10 },
      { threshold: 10000, rate: 20 },
    ]);
    expect(dividends!.list.map((p) => [p.start, p.net, p.dividend, p.state])).toEqual(expected);
  });
});

describe("a member of type 0", () => {
  it("is sent home from the rebate and dividend pages", async () => {
    const c = await sessionCookie(SESSION_SECRET, createMember(servers.backend.db, { type: 0 }));
    const player = `${c.name}=${c.value}`;
    for (const [fn, path] of [
      [rebateLoader, "/m/member/agent/agentRebeat"],
      [teamRebateLoader, "/m/member/teamRebate"],
      [dividendLoader, "/m/member/agent/agentDivident"],
    ] as const)
      expect(locationOf(await load(fn, path, player)), path).toBe("/m/home");
  });
});
