import { describe, expect, it } from "vitest";
import {
  customerServiceUrl,
  agentFooterEntries,
  agentGridEntries,
  leftMenuEntries,
  rightMenuEntries,
  showLanguageSelector,
} from "~/domain/menus";
import type { SessionInfo } from "~/domain/visitor";
import { bottomMenuItems } from "~/domain/bottom-menu";
import { memberCentreEntries } from "~/domain/member-centre";
import { everyMenuFlag, flagOfPage, hiddenByFlags } from "../../support/menu-pages";
import { menuPagesOfConfig, plainPaths } from "../../support/route-config";

// Which page hangs on which flag is said by the pages' handles (menuFlag): read from the routes.
const hiddenBy = await hiddenByFlags();
const every = await everyMenuFlag();
const flagOf = await flagOfPage();

const s = (type: number): SessionInfo => ({ userName: "u", type, firstTimeLogin: false });
const none = new Set<string>();
const keys = (entries: Array<{ key: string }>) => entries.map((e) => e.key);

describe("the pages' menu flags (accounts §2: menu items depend on whitelabel flags)", () => {
  it("are whitelabel module ids, one per flagged page", async () => {
    const pages = await menuPagesOfConfig();
    expect(pages.length).toBeGreaterThan(0);
    for (const [, flag] of pages) expect(flag).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});

describe("every menu list goes through the one flag filter", () => {
  // Every page hidden: a list that still links one skipped the filter (the left drawer's
  // destinations did, issue 48). Entries without a page (actions) stay.
  const allHidden = new Set(plainPaths());
  const linked = (entries: ReadonlyArray<{ to?: string }>) => entries.filter((e) => e.to !== undefined);
  it.each([0, 41])("type %i: drawers, member centre, agent grid and footer, bottom menu", (type) => {
    const left = leftMenuEntries({ session: s(type), hidden: allHidden, referralEnabled: true });
    expect(linked(left.destinations)).toEqual([]);
    expect(linked(left.memberSection)).toEqual([]);
    expect(linked(rightMenuEntries({ session: s(type), hidden: allHidden }))).toEqual([]);
    expect(linked(memberCentreEntries({ type, hidden: allHidden }))).toEqual([]);
    expect(linked(agentGridEntries(allHidden))).toEqual([]);
    expect(linked(agentFooterEntries({ dividendEnabled: true, loggedIn: true, hidden: allHidden }))).toEqual(
      [],
    );
    expect(linked(bottomMenuItems(allHidden))).toEqual([]);
  });
});

describe("rightMenuEntries", () => {
  it("agent with TRANSBETREPMEM3 sees every entry in order", () => {
    const entries = rightMenuEntries({
      session: s(41),
      hidden: hiddenBy(new Set([flagOf("/m/gameRecord")])),
    });
    expect(entries.map((e) => [e.key, e.to])).toEqual([
      ["agencyCenter", "/m/agent"],
      ["myAccount", "/m/myAccount/index"],
      ["betRecord", "/m/gameRecord"],
      ["messages", "/m/message"],
      ["customerService", undefined],
      ["signOut", undefined],
    ]);
  });
  it.each([0, 4, 40])("no agency center for type %i", (t) =>
    expect(keys(rightMenuEntries({ session: s(t), hidden: hiddenBy(none) }))).toEqual([
      "myAccount",
      "messages",
      "customerService",
      "signOut",
    ]),
  );
  it("guests get no agency center and no sign out", () =>
    expect(keys(rightMenuEntries({ session: null, hidden: hiddenBy(none) }))).toEqual([
      "myAccount",
      "messages",
      "customerService",
    ]));
});

describe("leftMenuEntries", () => {
  const all = every;
  it("member with every flag, VIP on and REFERRAL on", () => {
    const menu = leftMenuEntries({ session: s(0), hidden: hiddenBy(all), referralEnabled: true });
    expect(menu.destinations.map((e) => e.to)).toEqual([
      "/m/voucherCenter",
      "/m/withdraw",
      "/m/activity",
      "/m/inviteFriends",
      "/m/rewardCenter",
      "/m/liveStreams",
      "/m/help",
    ]);
    expect(menu.memberSection.map((e) => e.to)).toEqual([
      "/m/member/benefits",
      "/m/gameRecord",
      "/m/transaction/record",
      "/m/securityCenter",
      "/m/vouReport",
      "/m/profitandloss",
      "/m/webEmail",
    ]);
    expect(menu.showLogout).toBe(true);
  });
  it("logged-in member without REFERRAL, VIP or flags", () => {
    const menu = leftMenuEntries({ session: s(0), hidden: hiddenBy(none), referralEnabled: false });
    expect(menu.destinations.map((e) => e.to)).not.toContain("/m/inviteFriends");
    expect(menu.memberSection).toEqual([]);
  });
  it("guest sees /m/inviteFriends even without REFERRAL, and no logout", () => {
    const menu = leftMenuEntries({ session: null, hidden: hiddenBy(none), referralEnabled: false });
    expect(menu.destinations.map((e) => e.to)).toContain("/m/inviteFriends");
    expect(menu.showLogout).toBe(false);
  });
  it.each([
    "/m/gameRecord",
    "/m/transaction/record",
    "/m/securityCenter",
    "/m/vouReport",
    "/m/profitandloss",
    "/m/webEmail",
  ])("the flag of %s alone shows only that page", (path) => {
    const menu = leftMenuEntries({
      session: s(0),
      hidden: hiddenBy(new Set([flagOf(path)])),
      referralEnabled: true,
    });
    expect(menu.memberSection.map((e) => e.to)).toEqual([path]);
  });
});

describe("showLanguageSelector", () => {
  it("only with more than one language", () => {
    expect(showLanguageSelector(["EN", "KO"])).toBe(true);
    expect(showLanguageSelector(["KO"])).toBe(false);
    expect(showLanguageSelector([])).toBe(false);
  });
});

describe("agentGridEntries", () => {
  it("shows every entry when every flag is on", () => {
    expect(keys(agentGridEntries(hiddenBy(every)))).toEqual([
      "teamOverview",
      "transactionRecord",
      "teamManage",
      "redRain",
      "teamPnl",
      "teamBet",
      "gameService",
      "agentRebate",
      "securityCenter",
      "messages",
      "onlineService",
    ]);
  });
  it("the entries that are no page always show", () =>
    expect(keys(agentGridEntries(hiddenBy(none)))).toEqual(["gameService", "onlineService"]));
  it("the agent transaction record is filtered to types=A", () =>
    expect(agentGridEntries(hiddenBy(new Set([flagOf("/m/transaction/record")])))[0]).toMatchObject({
      to: "/m/transaction/record?types=A",
    }));
});

describe("agentFooterEntries", () => {
  it("dividend only when enabled; clickable only when logged in", () => {
    expect(
      agentFooterEntries({ dividendEnabled: true, loggedIn: true, hidden: none }).map((e) => [
        e.to,
        e.clickable,
      ]),
    ).toEqual([
      ["/m/agent", true],
      ["/m/agentRegister", true],
      ["/m/member/agent/agentDivident", true],
      ["/m/notice?types=A", true],
    ]);
    const out = agentFooterEntries({ dividendEnabled: false, loggedIn: false, hidden: none });
    expect(keys(out)).toEqual(["home", "openAccount", "announcements"]);
    expect(out.every((e) => !e.clickable)).toBe(true);
  });
});

describe("the customer-service address", () => {
  it("is the CS link's, not WhatsApp's or Facebook's; none without one", () => {
    const links = [
      { csType: "whatsapp", url: "https://wa.example/1" },
      { csType: "CS", url: "https://chat.example/cs" },
      { csType: "FACEBOOK", url: "https://fb.example" },
    ];
    expect(customerServiceUrl(links)).toBe("https://chat.example/cs");
    expect(customerServiceUrl(links.filter((l) => l.csType !== "CS"))).toBeNull();
  });
});
