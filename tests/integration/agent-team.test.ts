// The team pages and downline transfers against demo_agent's seeded team (hand-computed figures in
// packages/reference-backend/src/seed/agent-team.ts): overview, P&L and betting agree, state lives in the
// address, a transfer moves money once per key and never overdraws; type 0 is refused everywhere.
import { describe, expect, it } from "vitest";
import { loader as bettingLoader } from "~/routes/agent/team-betting";
import { loader as overviewLoader } from "~/routes/agent/team-overview";
import { loader as pnlLoader } from "~/routes/agent/team-pnl";
import { action as teamAction, loader as teamLoader } from "~/routes/agent/team";
import { loader as homeLoader } from "~/routes/agent/home";
import { action as openAction, loader as openLoader } from "~/routes/agent/open-account";
import { createMember, sessionCookie } from "../support/member";
import { request, runRoute, SESSION_SECRET, type AnyRoute } from "../support/route";
import { agentTestServers, backendToken, daysAgo, locationOf } from "./agent-support";

const servers = agentTestServers();

const load = async <T>(fn: AnyRoute, path: string, who = servers.cookie) =>
  (await runRoute(servers.services, fn, request(path, { cookie: who }))) as T;
const week = `startDate=${daysAgo(6)}&endDate=${daysAgo(0)}`;
const balanceOf = (account: string) =>
  (servers.backend.db
    .prepare("SELECT balance_cents FROM members WHERE account = ?")
    .pluck()
    .get(account) as number) / 100;

describe("team figures", () => {
  it("overview, P&L and betting agree over the last week", async () => {
    const overview = await load<Awaited<ReturnType<typeof overviewLoader>>>(
      overviewLoader,
      `/m/agent/team/overview?${week}`,
    );
    expect(overview.kpi).toMatchObject({
      teamBet: 41000,
      teamWin: 30500,
      teamProfit: -10500,
      teamDeposit: 65000,
    });
    const pnl = await load<Awaited<ReturnType<typeof pnlLoader>>>(pnlLoader, `/m/agent/team/pnl?${week}`);
    expect(pnl.total).toEqual({ bet: 41000, win: 30500, profit: -10500 });
    expect(pnl.days.list.map((d) => [d.date, d.profit])).toEqual([
      [daysAgo(0), -4500],
      [daysAgo(1), 2000],
      [daysAgo(2), -3000],
      [daysAgo(3), -5000],
    ]);
    const betting = await load<Awaited<ReturnType<typeof bettingLoader>>>(
      bettingLoader,
      `/m/teamBetting?${week}`,
    );
    expect(betting.rows.list.map((r) => [r.account, r.bet])).toEqual([
      ["demo_leaf1", 20000],
      ["demo_down1", 15000],
      ["demo_down2", 3000],
      ["demo_down3", 2000],
      ["demo_sub1", 1000],
    ]);
  });

  it("counts the agent's own days: in Tonga (UTC+13) a day's noon UTC play falls on the next day", async () => {
    const days = `startDate=${daysAgo(3)}&endDate=${daysAgo(2)}`;
    const pnlIn = async (zone: string | null) =>
      (
        await load<Awaited<ReturnType<typeof pnlLoader>>>(
          pnlLoader,
          `/m/agent/team/pnl?${days}`,
          zone ? `${servers.cookie}; tz=${encodeURIComponent(zone)}` : servers.cookie,
        )
      ).days.list.map((d) => [d.date, d.profit]);
    expect(await pnlIn(null)).toEqual([
      [daysAgo(2), -3000],
      [daysAgo(3), -5000],
    ]);
    expect(await pnlIn("Pacific/Tongatapu")).toEqual([[daysAgo(2), -5000]]);
  });

  it("an empty range is empty, and a bad address is corrected with a redirect", async () => {
    const old = `startDate=${daysAgo(60)}&endDate=${daysAgo(50)}`;
    const pnl = await load<Awaited<ReturnType<typeof pnlLoader>>>(pnlLoader, `/m/agent/team/pnl?${old}`);
    expect(pnl.days.total).toBe(0);
    const bad = await load<Response>(pnlLoader, "/m/agent/team/pnl?startDate=nope&page=-1");
    expect(bad).toRedirectTo("/m/agent/team/pnl");
  });
});

describe("team manage", () => {
  it("lists direct downlines with search and their last login", async () => {
    const all = await load<Awaited<ReturnType<typeof teamLoader>>>(teamLoader, "/m/member/team");
    expect(all.downlines.map((d) => d.account).sort()).toEqual(["demo_down1", "demo_down2", "demo_down3"]);
    expect(all.downlines.find((d) => d.account === "demo_down3")?.teamSize).toBe(3);
    expect(all.downlines.every((d) => d.lastLogin !== null)).toBe(true);
    const found = await load<Awaited<ReturnType<typeof teamLoader>>>(
      teamLoader,
      "/m/member/team?keyword=Two",
    );
    expect(found.downlines.map((d) => d.account)).toEqual(["demo_down2"]);
  });

  it("draws the forms of the one downline asked for, with its own transfer key", async () => {
    const none = await load<Awaited<ReturnType<typeof teamLoader>>>(teamLoader, "/m/member/team");
    expect(none.managed).toBeNull();
    expect(none.downlines.every((d) => d.transferKey === "")).toBe(true);
    const one = await load<Awaited<ReturnType<typeof teamLoader>>>(
      teamLoader,
      "/m/member/team?manage=demo_down2",
    );
    expect(one.managed).toBe("demo_down2");
    expect(one.downlines.filter((d) => d.transferKey !== "").map((d) => d.account)).toEqual(["demo_down2"]);
    // An account that is not a row of this page opens nothing.
    const other = await load<Awaited<ReturnType<typeof teamLoader>>>(
      teamLoader,
      "/m/member/team?manage=demo_player",
    );
    expect(other.managed).toBeNull();
  });

  it("updates a downline's rebate within the quota and refuses one above it", async () => {
    const post = (rebate: string) =>
      runRoute(
        servers.services,
        teamAction,
        request("/m/member/team", {
          cookie: servers.cookie,
          form: { intent: "rebate", account: "demo_down2", rebate },
        }),
      );
    const rebate = () =>
      servers.backend.db
        .prepare("SELECT rebate_permille FROM members WHERE account = 'demo_down2'")
        .pluck()
        .get();
    expect(locationOf(await post("1.7"))).toBe("/m/member/team");
    expect(rebate()).toBe(17);
    await post("2.5");
    expect(rebate()).toBe(17);
  });

  it("a transfer posted twice with one key moves the money once; it never overdraws", async () => {
    const before = { agent: balanceOf("demo_agent"), down: balanceOf("demo_down1") };
    const page = await load<Awaited<ReturnType<typeof teamLoader>>>(
      teamLoader,
      "/m/member/team?manage=demo_down1",
    );
    const key = page.downlines.find((d) => d.account === "demo_down1")!.transferKey;
    const post = (amount: string, idempotencyKey = key) =>
      runRoute(
        servers.services,
        teamAction,
        request("/m/member/team", {
          cookie: servers.cookie,
          form: { intent: "transfer", account: "demo_down1", amount, idempotencyKey },
        }),
      );
    await Promise.all([post("25.50"), post("25.50")]);
    await post("25.50");
    expect(balanceOf("demo_agent")).toBeCloseTo(before.agent - 25.5, 2);
    expect(balanceOf("demo_down1")).toBeCloseTo(before.down + 25.5, 2);
    const rows = servers.backend.db
      .prepare("SELECT count(*) FROM ledger WHERE kind = 'transfer' AND idempotency_key LIKE ?")
      .pluck()
      .get(`%${key}%`);
    expect(rows).toBe(2);
    // More than the agent holds: refused, nothing moves.
    const refused = await post("99000", "00000000-0000-4000-8000-000000000001");
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { formId: "transfer-demo_down1", result: { error: { amount: ["transfer_over_balance"] } } },
    });
    expect(
      servers.backend.db
        .prepare("SELECT count(*) FROM ledger WHERE idempotency_key LIKE '%000000000001%'")
        .pluck()
        .get(),
    ).toBe(0);
    expect(balanceOf("demo_agent")).toBeCloseTo(before.agent - 25.5, 2);
  });
});

describe("a member of type 0", () => {
  it("is sent home from every agent page and action", async () => {
    const c = await sessionCookie(SESSION_SECRET, createMember(servers.backend.db, { type: 0 }));
    const player = `${c.name}=${c.value}`;
    for (const [fn, path] of [
      [homeLoader, "/m/agent"],
      [openLoader, "/m/agentRegister"],
      [overviewLoader, "/m/agent/team/overview"],
      [teamLoader, "/m/member/team"],
      [pnlLoader, "/m/agent/team/pnl"],
      [bettingLoader, "/m/teamBetting"],
    ] as const)
      expect(locationOf(await load(fn, path, player)), path).toBe("/m/home");
    const posts: Array<[AnyRoute, string]> = [
      [openAction, "/m/agentRegister"],
      [teamAction, "/m/member/team"],
    ];
    for (const [fn, path] of posts) {
      const answer = await runRoute(
        servers.services,
        fn,
        request(path, { cookie: player, form: { intent: "transfer", account: "demo_down1", amount: "1" } }),
      );
      expect(answer, path).toRedirectTo("/m/home");
    }
    // And the backend refuses it too.
    const token = backendToken(servers.backend.db, createMember(servers.backend.db, { type: 0 }).account);
    const direct = await fetch(`${servers.backend.url}/wps/agent/team/kpi`, {
      headers: { Merchant: "demo", Authorization: token },
    });
    expect(direct.status).toBe(403);
  });
});
