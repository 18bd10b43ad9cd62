import { describe, expect, it } from "vitest";
import {
  agentFooterEntries,
  agentGridEntries,
  leftMenuEntries,
  rightMenuEntries,
  showLanguageSelector,
} from "~/domain/menus";
import type { SessionInfo } from "~/domain/visitor";

const s = (type: number): SessionInfo => ({ userName: "u", type, firstTimeLogin: false });
const none = new Set<string>();
const keys = (entries: Array<{ key: string }>) => entries.map((e) => e.key);

describe("rightMenuEntries", () => {
  it("agent with TRANSBETREPMEM3 sees every entry in order", () => {
    const entries = rightMenuEntries({ session: s(41), flags: new Set(["TRANSBETREPMEM3"]) });
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
    expect(keys(rightMenuEntries({ session: s(t), flags: none }))).toEqual([
      "myAccount",
      "messages",
      "customerService",
      "signOut",
    ]),
  );
  it("guests get no agency center and no sign out", () =>
    expect(keys(rightMenuEntries({ session: null, flags: none }))).toEqual([
      "myAccount",
      "messages",
      "customerService",
    ]));
});

describe("leftMenuEntries", () => {
  const all = new Set(["TRANSBETREPMEM3", "TRANSREC3", "SECPRIV", "DEPRECM3", "PERSREP", "MAILCEN"]);
  it("member with every flag, VIP on and REFERRAL on", () => {
    const menu = leftMenuEntries({ session: s(0), flags: all, referralEnabled: true, vipBenefitOn: true });
    expect(menu.destinations.map((e) => e.to)).toEqual([
      "/m/voucherCenter",
      "/m/withdraw",
      "/m/activity",
      "/m/inviteFriends",
      "/m/rewardCenter",
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
    const menu = leftMenuEntries({ session: s(0), flags: none, referralEnabled: false, vipBenefitOn: false });
    expect(menu.destinations.map((e) => e.to)).not.toContain("/m/inviteFriends");
    expect(menu.memberSection).toEqual([]);
  });
  it("guest sees /m/inviteFriends even without REFERRAL, and no logout", () => {
    const menu = leftMenuEntries({ session: null, flags: none, referralEnabled: false, vipBenefitOn: false });
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
      flags: new Set([flag]),
      referralEnabled: true,
      vipBenefitOn: false,
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
    "GAMSER",
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
  it("online service always shows", () => expect(keys(agentGridEntries(none))).toEqual(["onlineService"]));
  it("the agent transaction record is filtered to types=A", () =>
    expect(agentGridEntries(new Set(["TRANSREC3"]))[0]).toMatchObject({
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
