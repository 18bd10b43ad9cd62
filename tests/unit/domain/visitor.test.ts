import { describe, expect, it } from "vitest";
import {
  affiliateGate,
  freePlayGate,
  freePlayRefusalKey,
  canOpenAnnouncements,
  canUseChat,
  canUseMessages,
  isAgent,
  isRealMember,
  mayEnterAgentHome,
  memberCentreGate,
  shareGate,
  skipsContractCheck,
  unreadPolling,
  type SessionInfo,
} from "~/domain/visitor";

const s = (type: number): SessionInfo => ({ userName: "u", type, firstTimeLogin: false });

describe("member type predicates", () => {
  it("real accounts are 0, 1, 2", () => {
    expect([0, 1, 2].map(isRealMember)).toEqual([true, true, true]);
    expect([3, 4, 40, 41, -1].map(isRealMember)).toEqual([false, false, false, false, false]);
  });
  it("agents are every type except 0, 4, 40", () => {
    expect([0, 4, 40].map(isAgent)).toEqual([false, false, false]);
    expect([1, 2, 3, 41, 42].map(isAgent)).toEqual([true, true, true, true, true]);
  });
  it("4, 40, 41, 42 skip the contract check", () => {
    expect([4, 40, 41, 42].map(skipsContractCheck)).toEqual([true, true, true, true]);
    expect([0, 1, 2, 3, 43].map(skipsContractCheck)).toEqual([false, false, false, false, false]);
  });
});

describe("member centre, messages, announcements, chat", () => {
  it("memberCentreGate", () => {
    expect(memberCentreGate(null)).toBe("login");
    expect(memberCentreGate(s(4))).toBe("trialDialog");
    expect(memberCentreGate(s(0))).toBe("open");
    expect(memberCentreGate(s(41))).toBe("open");
  });
  it("canUseMessages", () => {
    expect(canUseMessages(null)).toBe("login");
    expect(canUseMessages(s(4))).toBe("free_reject");
    expect(canUseMessages(s(1))).toBe("ok");
  });
  it("canOpenAnnouncements lets trial players read", () => {
    expect(canOpenAnnouncements(null)).toBe("login");
    expect(canOpenAnnouncements(s(4))).toBe("ok");
  });
  it("canUseChat needs CBS3, a session and a non-trial type", () => {
    expect(canUseChat(s(0), false)).toBe("hidden");
    expect(canUseChat(null, true)).toBe("login");
    expect(canUseChat(s(4), true)).toBe("free_reject");
    expect(canUseChat(s(0), true)).toBe("ok");
  });
  it("unreadPolling: chat only with CBS3, nothing for guests or trial players", () => {
    expect(unreadPolling(s(0), true)).toEqual({ chat: true, inbox: true });
    expect(unreadPolling(s(0), false)).toEqual({ chat: false, inbox: true });
    expect(unreadPolling(s(4), true)).toEqual({ chat: false, inbox: false });
    expect(unreadPolling(null, true)).toEqual({ chat: false, inbox: false });
  });
});

describe("share and affiliate", () => {
  it("shareGate: REFERRAL (login first is the page's audience)", () => {
    expect(shareGate(false)).toBe("coming_soon");
    expect(shareGate(true)).toBe("ok");
  });
  it("affiliateGate: REFERRAL, then agent check", () => {
    expect(affiliateGate(s(41), false)).toBe("coming_soon");
    expect(affiliateGate(s(0), true)).toBe("agentModal");
    expect(affiliateGate(s(40), true)).toBe("agentModal");
    expect(affiliateGate(null, true)).toBe("agentModal");
    expect(affiliateGate(s(41), true)).toBe("ok");
  });
  it("agent home admits agents only", () => {
    expect([null, s(0), s(4), s(40)].map(mayEnterAgentHome)).toEqual([false, false, false, false]);
    expect([s(1), s(41)].map(mayEnterAgentHome)).toEqual([true, true]);
  });
});

describe("freePlayGate (/m/trail and the header's free play; docs/decisions/0031)", () => {
  it("gives a guest a trial login", () => expect(freePlayGate(null)).toBe("trialLogin"));
  it.each([0, 1, 2])("sends a real member (type %i) home: they already play for real", (type) =>
    expect(freePlayGate(s(type))).toBe("home"),
  );
  it.each([4, 40, 41, 42, 3, 7])("refuses type %i with free_reject (free play only for 0, 1, 2)", (type) =>
    expect(freePlayGate(s(type))).toBe("free_reject"),
  );
});

describe("freePlayRefusalKey (issue 23)", () => {
  const of = (type: number) => freePlayRefusalKey({ userName: "u", type, firstTimeLogin: false });
  it("says free_reject to a trial player, and that free play is for visitors to any other account", () => {
    expect(of(4)).toBe("account.free_reject");
    expect(of(40)).toBe("account.trial.forVisitors");
  });
});
