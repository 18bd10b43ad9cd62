// The agent area's entry: who may enter, the agent-side login, and the agency centre's figures
// against the seeded team of demo_agent (packages/reference-backend/src/seed/agent-team.ts), whose
// figures are computed here by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/account/login";
import { loader as homeLoader } from "~/routes/agent/home";
import { createMember, sessionCookie as memberCookie, startBackendWithDb } from "../support/member";
import { request, runRoute, SESSION_SECRET, testServices, unwrap } from "../support/route";
import { MERCHANT } from "../support/servers";
import { startProxy } from "../support/proxy";
import type { Reply } from "./account-support";
import { agentLogin, backendToken, daysAgo, locationOf } from "./agent-support";

let backend: Awaited<ReturnType<typeof startBackendWithDb>>;
let services: ReturnType<typeof testServices>;
beforeAll(async () => {
  backend = await startBackendWithDb();
  services = testServices(backend.url);
});
afterAll(() => backend?.close());

type Home = Awaited<ReturnType<typeof homeLoader>>;

describe("who may enter the agency centre", () => {
  it("sends a guest home", async () => {
    expect(locationOf(await runRoute(services, homeLoader, request("/m/agent")))).toBe("/m/home");
  });

  it.each([0, 4, 40])("sends a member of type %i home", async (type) => {
    const c = await memberCookie(SESSION_SECRET, createMember(backend.db, { type }));
    const answer = await runRoute(
      services,
      homeLoader,
      request("/m/agent", { cookie: `${c.name}=${c.value}` }),
    );
    expect(answer).toRedirectTo("/m/home");
  });
});

describe("the agent side's login", () => {
  it("refuses a player with the spec's message and starts no session", async () => {
    const answer = await runRoute(
      services,
      loginAction,
      request("/m/login?side=agent", {
        form: { mode: "username", intent: "login", username: "demo_player", password: "Passw0rd!" },
      }),
    );
    const { data, status, headers } = unwrap<{ result: Reply }>(answer);
    expect(status).toBe(400);
    expect(data.result.error?.[""]).toEqual(["login_not_agent"]);
    expect(headers.get("Set-Cookie") ?? "").not.toMatch(/session=/);
  });

  it("lets the player in on the member side, as before", async () => {
    const answer = await runRoute(
      services,
      loginAction,
      request("/m/login", {
        form: { mode: "username", intent: "login", username: "demo_player", password: "Passw0rd!" },
      }),
    );
    expect(answer).toRedirectTo("/m/home");
  });
});

describe("the agency centre of demo_agent", () => {
  it("shows today's four counters computed from the seeded team", async () => {
    const cookie = await agentLogin(services);
    const home = (await runRoute(services, homeLoader, request("/m/agent", { cookie }))) as Home;
    expect(home.name).toBe("Agent Kim");
    expect(home.balance).toBe(9876540);
    // Today: logins by down1, sub1, leaf1; bets by down1, sub1; sub1 registered; down1 and leaf1 online.
    expect(Object.fromEntries(home.counters.map((c) => [c.key, c.value]))).toEqual({
      teamLoginMemberCount: 3,
      teamBetMemberCount: 2,
      teamRegisterMemberCount: 1,
      teamOnlineCount: 2,
    });
    expect(home.greeting).toMatch(/^greeting\./);
    // Online service always; the footer's home and announcements.
    expect(home.grid.map((e) => e.key)).toContain("onlineService");
    expect(home.footer.entries.map((e) => e.key)).toEqual(expect.arrayContaining(["home", "announcements"]));
    expect(home.footer.noticeUnread).toBe(
      backend.db.prepare("SELECT count(*) FROM notice WHERE audience = 'A'").pluck().get(),
    );
  });

  it("reads the announcements badge from the agent notice list's footer.unreadCount (accounts §7, AGEANNOUNCE3)", async () => {
    const asked: { query: URLSearchParams; moduleId: unknown }[] = [];
    const recorder = await startProxy(backend.url, (url, headers) => {
      if (url.includes("MCSFE_getListAnnouncements"))
        asked.push({ query: new URL(url, "http://x").searchParams, moduleId: headers.moduleid });
    });
    try {
      const viaProxy = testServices(recorder.url);
      const agentNotices = backend.db.prepare("SELECT id FROM notice WHERE audience = 'A'").pluck().all();
      const agentId = backend.db.prepare("SELECT id FROM members WHERE account = 'demo_agent'").pluck().get();
      backend.db
        .prepare("INSERT OR IGNORE INTO notice_read (member_id, notice_id) VALUES (?, ?)")
        .run(agentId, agentNotices[0]);
      try {
        const cookie = await agentLogin(viaProxy);
        const home = (await runRoute(viaProxy, homeLoader, request("/m/agent", { cookie }))) as Home;
        expect(home.footer.noticeUnread).toBe(agentNotices.length - 1);
      } finally {
        backend.db.prepare("DELETE FROM notice_read WHERE member_id = ?").run(agentId);
      }
      const call = asked.find((a) => a.query.get("types") === "A");
      expect(call?.moduleId).toBe("AGEANNOUNCE3");
      expect(Object.fromEntries(call?.query ?? [])).toMatchObject({
        types: "A",
        groupName: "m_home",
        merchantCode: MERCHANT,
      });
    } finally {
      await recorder.close();
    }
    // The reference backend answers the count itself; a trial session has none unread.
    const footerOf = async (token: string) =>
      (
        (await (
          await fetch(`${backend.url}/wps/relay/MCSFE_getListAnnouncements?types=A&groupName=m_home`, {
            headers: { Merchant: MERCHANT, Authorization: token, ModuleId: "AGEANNOUNCE3" },
          })
        ).json()) as { value: { footer?: { unreadCount: number } } }
      ).value.footer;
    expect(await footerOf(backendToken(backend.db, "demo_agent"))).toEqual({
      unreadCount: backend.db.prepare("SELECT count(*) FROM notice WHERE audience = 'A'").pluck().get(),
    });
    expect(await footerOf(createMember(backend.db, { type: 4 }).token)).toEqual({ unreadCount: 0 });
  });

  it("computes the last week's KPI by query, agreeing with the members' own ledger rows", async () => {
    const cookie = await agentLogin(services);
    const token = backendToken(backend.db, "demo_agent");
    expect(cookie).toMatch(/^session=/);
    const get = async (path: string) => {
      const response = await fetch(`${backend.url}${path}`, {
        headers: { Merchant: MERCHANT, Authorization: token },
      });
      return ((await response.json()) as { value: unknown }).value;
    };
    const range = `startDate=${daysAgo(6)}&endDate=${daysAgo(0)}`;
    const kpi = (await get(`/wps/agent/team/kpi?${range}&size=0`)) as { footer: Record<string, number> };
    expect(kpi.footer).toEqual({
      teamMemberCount: 6,
      teamRegisterMemberCount: 3,
      teamLoginMemberCount: 5,
      teamBetMemberCount: 5,
      teamOnlineCount: 2,
      teamDeposit: 650,
      teamWithdrawal: 0,
      teamBet: 410,
      teamWin: 305,
      teamProfit: -105,
    });
    const sumOf = (rows: Array<Record<string, number>>, key: string) => rows.reduce((s, r) => s + r[key], 0);
    const pnl = (await get(`/wps/agent/team/pnl?${range}&size=100`)) as {
      list: Array<Record<string, number>>;
    };
    const betting = (await get(`/wps/agent/team/betting?${range}&size=100`)) as {
      list: Array<Record<string, number>>;
    };
    for (const key of ["bet", "win", "profit"]) {
      expect(sumOf(pnl.list, key)).toBe(kpi.footer[`team${key[0].toUpperCase()}${key.slice(1)}`]);
      expect(sumOf(betting.list, key)).toBe(kpi.footer[`team${key[0].toUpperCase()}${key.slice(1)}`]);
    }
    // demo_down1's own ledger: bets of 100 today and 50 yesterday.
    const own = backend.db
      .prepare(
        "SELECT -SUM(amount_cents) FROM ledger l JOIN members m ON m.id = l.member_id WHERE m.account = 'demo_down1' AND kind = 'bet'",
      )
      .pluck()
      .get() as number;
    expect(own / 100).toBe(150);
    expect(
      betting.list.find((r) => (r as unknown as { account: string }).account === "demo_down1")?.bet,
    ).toBe(150);
  });
});
