import { describe, expect, it } from "vitest";
import { AGENT_LOGIN_PATH, loginSide } from "~/domain/login";
import {
  agentHomeGrid,
  managedDownline,
  teamManageHref,
  teamQueryOf,
  teamSearch,
  dividendPayoutState,
} from "~/domain/agent";
import { MAX_RANGE_DAYS } from "~/domain/day-range";
import { everyMenuFlag, hiddenByFlags } from "../../support/menu-pages";

// Which page hangs on which flag is said by the pages' handles (menuFlag): read from the routes.
const hiddenBy = await hiddenByFlags();
import { rebateRule } from "~/domain/agent-forms";
import { agentFooterEntries } from "~/domain/menus";
import { mayEnterAgentHome } from "~/domain/visitor";

/** Every flag the pages' handles name (the agent grid's among them). */
const ALL_KEYS = await everyMenuFlag();

describe("who may enter the agent area (accounts §4, §6)", () => {
  it.each([0, 4, 40])("type %i goes home", (type) => {
    expect(mayEnterAgentHome({ userName: "x", type, firstTimeLogin: false })).toBe(false);
  });
  it.each([1, 2, 3, 41, 42])("type %i enters", (type) => {
    expect(mayEnterAgentHome({ userName: "x", type, firstTimeLogin: false })).toBe(true);
  });
  it("a visitor without a session goes home", () => {
    expect(mayEnterAgentHome(null)).toBe(false);
  });
});

describe("loginSide", () => {
  it("is the agent side only for side=agent", () => {
    expect(loginSide("agent")).toBe("agent");
    expect(loginSide(null)).toBe("member");
    expect(loginSide("AGENT")).toBe("member");
    expect(new URL(AGENT_LOGIN_PATH, "http://x").searchParams.get("side")).toBe("agent");
    expect(new URL(AGENT_LOGIN_PATH, "http://x").searchParams.get("redirectTo")).toBe("/m/agent");
  });
});

describe("agentHomeGrid", () => {
  it("keeps only whitelisted entries, and online service always", () => {
    const keys = agentHomeGrid(hiddenBy(new Set(ALL_KEYS))).map((e) => e.key);
    expect(keys).toContain("onlineService");
    // Game service has no page: never an entry (every other link is walked in menu-links.test.ts).
    expect(keys).not.toContain("gameService");
  });
  it("drops an entry whose key is not whitelisted", () => {
    const none = agentHomeGrid(hiddenBy(new Set()));
    expect(none.map((e) => e.key)).toEqual(["onlineService"]);
    const messages = agentHomeGrid(hiddenBy(new Set(["MAILCEN"]))).map((e) => e.key);
    expect(messages).toEqual(["messages", "onlineService"]);
  });
});

describe("agentFooterEntries", () => {
  it("lists home, open account and announcements; clickable only when logged in", () => {
    const on = agentFooterEntries({ dividendEnabled: false, loggedIn: true, hidden: new Set() });
    expect(on.map((e) => e.key)).toEqual(["home", "openAccount", "announcements"]);
    expect(on.every((e) => e.clickable)).toBe(true);
    expect(
      agentFooterEntries({ dividendEnabled: false, loggedIn: false, hidden: new Set() }).every(
        (e) => !e.clickable,
      ),
    ).toBe(true);
  });
  it("shows dividend, before announcements, only when enabled", () => {
    const keys = agentFooterEntries({ dividendEnabled: true, loggedIn: true, hidden: new Set() }).map(
      (e) => e.key,
    );
    expect(keys).toEqual(["home", "openAccount", "dividend", "announcements"]);
    expect(
      agentFooterEntries({ dividendEnabled: false, loggedIn: true, hidden: new Set() }).map((e) => e.key),
    ).not.toContain("dividend");
  });
});

describe("teamQueryOf", () => {
  const today = "2026-11-23";
  const of = (search: string) => teamQueryOf(new URLSearchParams(search), today);
  it("defaults to today, page 1, no keyword", () => {
    expect(of("")).toEqual({
      query: { startDate: today, endDate: today, page: 1, keyword: "" },
      corrected: false,
    });
  });
  it("keeps a good range and page", () => {
    expect(of("startDate=2026-11-01&endDate=2026-11-20&page=3&keyword=down")).toEqual({
      query: { startDate: "2026-11-01", endDate: "2026-11-20", page: 3, keyword: "down" },
      corrected: false,
    });
  });
  it("corrects bad dates, a reversed range, a future end, a bad page", () => {
    expect(of("startDate=2026-02-30").query.startDate).toBe(today);
    expect(of("startDate=2026-11-20&endDate=2026-11-10").query).toMatchObject({
      startDate: "2026-11-10",
      endDate: "2026-11-20",
    });
    expect(of("endDate=2027-01-01").query.endDate).toBe(today);
    expect(of("page=0")).toMatchObject({ query: { page: 1 }, corrected: true });
    expect(of("page=abc").corrected).toBe(true);
    expect(of("endDate=2027-01-01").corrected).toBe(true);
  });
  it("never spans more than MAX_RANGE_DAYS", () => {
    const { query, corrected } = of("startDate=2020-01-01");
    expect(corrected).toBe(true);
    const days = (Date.parse(query.endDate) - Date.parse(query.startDate)) / 86_400_000 + 1;
    expect(days).toBe(MAX_RANGE_DAYS);
  });
  it("a downline's forms open at its row and close there, keeping the page's search and page", () => {
    const today = "2026-12-01";
    const query = { startDate: today, endDate: today, page: 2, keyword: "Two" };
    expect(teamManageHref(query, today, "demo_down2", true)).toBe(
      "?keyword=Two&page=2&manage=demo_down2#downline-demo_down2",
    );
    expect(teamManageHref(query, today, "demo_down2", false)).toBe("?keyword=Two&page=2#downline-demo_down2");
    const params = new URLSearchParams("manage=demo_down2");
    expect(managedDownline(params, ["demo_down1", "demo_down2"])).toBe("demo_down2");
    expect(managedDownline(params, ["demo_down1"])).toBeNull();
    expect(managedDownline(new URLSearchParams(), ["demo_down1"])).toBeNull();
  });

  it("teamSearch writes back what teamQueryOf reads, leaving defaults out", () => {
    const query = { startDate: "2026-11-01", endDate: "2026-11-20", page: 2, keyword: "a b" };
    const search = teamSearch(query, today);
    expect(of(search.slice(1))).toEqual({ query, corrected: false });
    expect(teamSearch({ startDate: today, endDate: today, page: 1, keyword: "" }, today)).toBe("");
  });
});

describe("rebateRule (the open-account and team forms)", () => {
  const rule = rebateRule(2);
  it("accepts 0 to the quota with one decimal", () => {
    for (const ok of ["0", "1.1", "2", "2.0"]) expect(rule.safeParse(ok).success, ok).toBe(true);
  });
  it("refuses above the quota, two decimals, negatives", () => {
    expect(rule.safeParse("2.1").error?.issues[0].message).toBe("rebate_above_quota");
    expect(rule.safeParse("1.25").error?.issues[0].message).toBe("rebate_format");
    expect(rule.safeParse("-1").error?.issues[0].message).toBe("rebate_format");
  });
});

describe("dividendPayoutState (docs/decisions/0038)", () => {
  const period = (state: "open" | "settled", dividend: number, paidAt: string | null = null) => ({
    state,
    dividend,
    paidAt,
  });
  it("is open until the period is over, whatever it would pay", () => {
    expect(dividendPayoutState(period("open", 21))).toBe("open");
    expect(dividendPayoutState(period("open", 0))).toBe("open");
  });
  it("is pending once over with a dividend not paid yet, paid once it is", () => {
    expect(dividendPayoutState(period("settled", 21))).toBe("pending");
    expect(dividendPayoutState(period("settled", 21, "2026-11-20T00:00:01.000Z"))).toBe("paid");
  });
  it("is settled with nothing to pay", () => {
    expect(dividendPayoutState(period("settled", 0))).toBe("settled");
  });
});
