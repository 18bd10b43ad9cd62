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
import { hiddenByFlags } from "../../support/menu-pages";
import { menuPagesOfConfig } from "../../support/route-config";

// Which page hangs on which flag is said by the pages' handles (menuFlag): read from the routes.
const hiddenBy = await hiddenByFlags();

const s = (type: number): SessionInfo => ({ userName: "u", type, firstTimeLogin: false });
const none = new Set<string>();
const keys = (entries: Array<{ key: string }>) => entries.map((e) => e.key);

describe("the pages' menu flags (accounts §2: menu items depend on whitelabel flags)", () => {
  it("are named by the pages' handles, one flag each", async () => {
    expect(Object.fromEntries(await menuPagesOfConfig())).toEqual({
      "/m/gameRecord": "TRANSBETREPMEM3",
      "/m/transaction/record": "TRANSREC3",
      "/m/profitandloss": "PERSREP",
      "/m/member/benefits": "VIPBEN3",
      "/m/securityCenter": "SECPRIV",
      "/m/vouReport": "DEPRECM3",
      "/m/webEmail": "MAILCEN",
      "/m/agent/team/overview": "AGEPAG",
      "/m/member/team": "DOWNMAN",
      "/m/redRain": "AGENTRANSMULTDOWN3",
      "/m/agent/team/pnl": "AGETEAMPNL3",
      "/m/teamBetting": "TEAMBETTING3",
      "/m/member/agent/agentRebeat": "AGEREBINC3",
    });
  });
});

describe("rightMenuEntries", () => {
  it("agent with TRANSBETREPMEM3 sees every entry in order", () => {
    const entries = rightMenuEntries({ session: s(41), hidden: hiddenBy(new Set(["TRANSBETREPMEM3"])) });
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
  const all = new Set([
    "VIPBEN3",
    "TRANSBETREPMEM3",
    "TRANSREC3",
    "SECPRIV",
    "DEPRECM3",
    "PERSREP",
    "MAILCEN",
  ]);
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
    ["TRANSBETREPMEM3", "/m/gameRecord"],
    ["TRANSREC3", "/m/transaction/record"],
    ["SECPRIV", "/m/securityCenter"],
    ["DEPRECM3", "/m/vouReport"],
    ["PERSREP", "/m/profitandloss"],
    ["MAILCEN", "/m/webEmail"],
  ])("%s alone shows only %s", (flag, path) => {
    const menu = leftMenuEntries({
      session: s(0),
      hidden: hiddenBy(new Set([flag])),
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
  const keysList = [
    "AGEPAG",
    "TRANSREC3",
    "DOWNMAN",
    "AGENTRANSMULTDOWN3",
    "AGETEAMPNL3",
    "TEAMBETTING3",
    "AGEREBINC3",
    "SECPRIV",
    "MAILCEN",
  ];
  it("shows every entry when all keys are allowed", () => {
    expect(keys(agentGridEntries(new Set(keysList)))).toEqual([
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
    expect(agentGridEntries(hiddenBy(new Set(["TRANSREC3"])))[0]).toMatchObject({
      to: "/m/transaction/record?types=A",
    }));
});

describe("agentFooterEntries", () => {
  it("dividend only when enabled; clickable only when logged in", () => {
    expect(
      agentFooterEntries({ dividendEnabled: true, loggedIn: true }).map((e) => [e.to, e.clickable]),
    ).toEqual([
      ["/m/agent", true],
      ["/m/agentRegister", true],
      ["/m/member/agent/agentDivident", true],
      ["/m/notice?types=A", true],
    ]);
    const out = agentFooterEntries({ dividendEnabled: false, loggedIn: false });
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
