import { describe, expect, it } from "vitest";
import {
  backTarget,
  headerLeft,
  PAGE_TITLE_KEYS,
  pageTitleKey,
  showsFooter,
  showsHeader,
  showsHomeFooter,
  showsTopBanner,
} from "~/domain/layout";
import { GAME_LIST_PATHS } from "~/domain/paths";

const HOME = ["/m/home", "/", "/m", "/m/", "/m/index", "/m/index.html"];

describe("showsTopBanner", () => {
  it.each(HOME)("shows on home path %s", (p) => expect(showsTopBanner(p)).toBe(true));
  it.each(["/m/login", "/m/member/home", "/m/activity", "/m/slot-games"])("hidden on %s", (p) =>
    expect(showsTopBanner(p)).toBe(false),
  );
});

describe("showsHeader", () => {
  it.each([
    "/m/login",
    "/m/register",
    "/m/register.html",
    "/m/message",
    "/m/messages",
    "/m/app",
    "/m/lottery",
    "/m/lott",
    "/m/elott",
    "/m/forget",
    "/m/agent",
    "/m/activity",
    "/m/activityDetail",
    "/m/notice",
    "/m/live-games",
    "/m/poker-games",
    "/m/sport-games",
    "/m/slot-games",
    "/m/fishing-games",
    "/m/esport-games",
    "/m/gameList",
    "/m/hot-games",
    "/m/fav-games",
    "/m/sportsGame",
    "/m/login/",
  ])("hidden on %s", (p) => expect(showsHeader(p)).toBe(false));
  it.each([
    "/m/home",
    "/",
    "/m/changePsw",
    "/m/set",
    "/m/help",
    "/m/webEmail",
    "/m/member/home",
    "/m/rewardCenter",
    "/m/inviteFriends",
    "/m/agent/team/overview",
    "/m/trail",
  ])("shown on %s", (p) => expect(showsHeader(p)).toBe(true));
});

describe("showsFooter", () => {
  it.each([
    "/m/login",
    "/m/register",
    "/m/register.html",
    "/m/slotsCenter",
    "/m/gameList",
    "/m/lottery",
    "/m/lott",
    "/m/elott",
    "/m/forget",
    "/m/changePsw",
    "/m/app",
    "/m/notice",
    "/m/agent",
    "/m/help",
    // "gameList" is the game center list screen, which every game-list path opens (games §2),
    // hot and favourites included ("also used for hot and favourites").
    ...GAME_LIST_PATHS,
  ])("hidden on %s", (p) => expect(showsFooter(p)).toBe(false));
  it("hides it on the hot and favourites lists too", () => {
    expect(GAME_LIST_PATHS).toEqual(
      expect.arrayContaining(["/m/slot-games", "/m/hot-games", "/m/fav-games"]),
    );
  });
  it.each([
    // Named by the spec as showing a footer.
    "/m/webEmail",
    "/m/member/home",
    // Not named: the default.
    "/m/home",
    "/",
    "/m/activity",
    "/m/message",
    "/m/set",
    "/m/rewardCenter",
    "/m/inviteFriends",
    "/m/trail",
    "/m/sportsGame",
    "/m/agent/team/overview",
  ])("shown on %s", (p) => expect(showsFooter(p)).toBe(true));
});

describe("showsHomeFooter", () => {
  it.each(HOME)("shown on home path %s", (p) => expect(showsHomeFooter(p)).toBe(true));
  it.each(["/m/member/home", "/m/webEmail", "/m/set", "/m/slot-games"])("hidden on %s", (p) =>
    expect(showsHomeFooter(p)).toBe(false),
  );
});

describe("headerLeft", () => {
  it.each(HOME)("logo on %s", (p) => expect(headerLeft(p)).toBe("logo"));
  it("nothing on changePsw", () => expect(headerLeft("/m/changePsw")).toBe("none"));
  it.each(["/m/login", "/m/member/home", "/m/set", "/m/webEmail"])("back arrow on %s", (p) =>
    expect(headerLeft(p)).toBe("back"),
  );
});

describe("backTarget", () => {
  it.each(["/m/login", "/m/register", "/m/register.html", "/m/trail", "/m/activity", "/m/forget", "/m/help"])(
    "%s goes home",
    (p) => expect(backTarget(p)).toBe("home"),
  );
  it.each(["/m/activityDetail", "/m/set", "/m/changePsw", "/m/webEmail", "/m/trial"])(
    "%s goes one step back",
    (p) => expect(backTarget(p)).toBe("history"),
  );
});

describe("pageTitleKey", () => {
  it.each([
    ["/m/login", "title.login"],
    ["/m/register.html", "title.register"],
    ["/m/changePsw", "title.changePsw"],
    ["/m/trail", "title.trial"],
    ["/m/member/home", "title.memberCenter"],
    ["/m/member/agent/getHourContract", "title.hourContract"],
    ["/m/slot-games", "title.gameCenter"],
    ["/m/elott", "title.elottery"],
    ["/m/set/", "title.settings"],
  ])("%s -> %s", (p, key) => expect(pageTitleKey(p)).toBe(key));
  it.each([...HOME, "/m/unknown", "/m/__proto__"])("no title for %s", (p) =>
    expect(pageTitleKey(p)).toBeNull(),
  );

  it("has a title for every route the specs list", () => {
    const routes = [
      "/m/login",
      "/m/register",
      "/m/register.html",
      "/m/forget",
      "/m/changePsw",
      "/m/set",
      "/m/help",
      "/m/notice",
      "/m/message",
      "/m/messages",
      "/m/webEmail",
      "/m/activity",
      "/m/activityDetail",
      "/m/rewardCenter",
      "/m/member/home",
      // Ours (issue 11): responsible gambling.
      "/m/responsibleGaming",
      "/m/myAccount/index",
      "/m/gameRecord",
      "/m/voucherCenter",
      "/m/withdraw",
      "/m/inviteFriends",
      "/m/trail",
      "/m/member/benefits",
      "/m/transaction/record",
      "/m/securityCenter",
      "/m/vouReport",
      "/m/profitandloss",
      "/m/agent",
      "/m/agent/team/overview",
      "/m/member/team",
      "/m/redRain",
      "/m/agent/team/pnl",
      "/m/teamBetting",
      "/m/member/agent/agentRebeat",
      "/m/member/teamRebate",
      "/m/agentRegister",
      "/m/member/agent/agentDivident",
      "/m/member/agent/getSalaryContract",
      "/m/member/agent/getDevidendContract",
      "/m/member/agent/getHourContract",
      "/m/hot-games",
      "/m/fav-games",
      "/m/recent-games",
      "/m/search",
      "/m/sportsGame",
      "/m/lottery",
      "/m/live-games",
      "/m/slot-games",
      "/m/sport-games",
      "/m/esport-games",
      "/m/fishing-games",
      "/m/poker-games",
      "/m/lott",
      "/m/elott",
      "/m/gameList",
    ];
    expect(routes.filter((r) => pageTitleKey(r) === null)).toEqual([]);
    expect(Object.keys(PAGE_TITLE_KEYS).sort()).toEqual([...routes].sort());
  });
});
