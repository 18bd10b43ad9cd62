// The layout rules of both specs (games §2 "Layout rules", accounts §2 "Layout rules" and "Header
// bar"), checked on what each page's module says of itself (its handle, app/domain/page.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { pageLayout, type PageLayout } from "~/domain/page";
import { handleOf, isPage, plainPaths } from "../support/route-config";

// The game center list screen's paths (games §2): the categories and /m/gameList, and hot,
// favourites, recent and search, which reuse the screen ("also used for hot and favourites").
const GAME_LIST_PATHS = [
  "/m/live-games",
  "/m/poker-games",
  "/m/sport-games",
  "/m/slot-games",
  "/m/fishing-games",
  "/m/esport-games",
  "/m/gameList",
  "/m/hot-games",
  "/m/fav-games",
  "/m/recent-games",
  "/m/search",
];

const HOME = ["/m/home", "/", "/m", "/m/", "/m/index", "/m/index.html"];

// Loading every route module is the slow part (once per run, seconds on a busy machine): done first,
// with its own time, so each case below only reads a loaded module.
beforeAll(() => Promise.all(plainPaths().map(handleOf)), 120_000);

async function layoutAt(path: string): Promise<PageLayout> {
  return pageLayout(await handleOf(path), path);
}

describe("home", () => {
  it.each(HOME)("%s has the logo, the top banner and the home footer, and no title", async (p) => {
    const layout = await layoutAt(p);
    expect(layout.home).toBe(true);
    expect(layout.headerLeft).toBe("logo");
    expect(layout.title).toBeNull();
  });
  it.each(["/m/login", "/m/member/home", "/m/activity", "/m/slot-games", "/m/webEmail", "/m/set"])(
    "%s is not home",
    async (p) => expect((await layoutAt(p)).home).toBe(false),
  );
});

describe("header", () => {
  it.each([
    "/m/login",
    "/m/register",
    "/m/register.html",
    "/m/message",
    "/m/messages",
    "/m/lottery",
    "/m/lott",
    "/m/elott",
    "/m/forget",
    "/m/agent",
    "/m/activity",
    "/m/activityDetail",
    "/m/notice",
    ...GAME_LIST_PATHS,
    "/m/sportsGame",
  ])("hidden on %s", async (p) => expect((await layoutAt(p)).header).toBe(false));
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
  ])("shown on %s", async (p) => expect((await layoutAt(p)).header).toBe(true));
});

describe("bottom menu (the spec's layout footer, docs/decisions/0023)", () => {
  it.each([
    "/m/login",
    "/m/register",
    "/m/register.html",
    "/m/lottery",
    "/m/lott",
    "/m/elott",
    "/m/forget",
    "/m/changePsw",
    "/m/notice",
    "/m/agent",
    "/m/help",
    // "gameList" is the game center list screen, which every game-list path opens (games §2),
    // hot and favourites included ("also used for hot and favourites").
    ...GAME_LIST_PATHS,
  ])("hidden on %s", async (p) => expect((await layoutAt(p)).bottomMenu).toBe(false));
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
  ])("shown on %s", async (p) => expect((await layoutAt(p)).bottomMenu).toBe(true));
});

describe("header left and the way back", () => {
  it("nothing on changePsw", async () => expect((await layoutAt("/m/changePsw")).headerLeft).toBe("none"));
  it.each(["/m/login", "/m/member/home", "/m/set", "/m/webEmail"])("back arrow on %s", async (p) =>
    expect((await layoutAt(p)).headerLeft).toBe("back"),
  );
  it.each(["/m/login", "/m/register", "/m/register.html", "/m/trail", "/m/activity", "/m/forget", "/m/help"])(
    "%s goes home",
    async (p) => expect((await layoutAt(p)).backTarget).toBe("home"),
  );
  it.each(["/m/activityDetail", "/m/set", "/m/changePsw", "/m/webEmail"])(
    "%s goes one step back",
    async (p) => expect((await layoutAt(p)).backTarget).toBe("history"),
  );
});

describe("titles", () => {
  it.each([
    ["/m/login", "title.login"],
    ["/m/register.html", "title.register"],
    ["/m/changePsw", "title.changePsw"],
    ["/m/trail", "title.trial"],
    ["/m/member/home", "title.memberCenter"],
    ["/m/member/agent/getSalaryContract", "title.salaryContract"],
    ["/m/member/agent/getDevidendContract", "title.dividendContract"],
    ["/m/member/agent/getHourContract", "title.hourContract"],
    ["/m/slot-games", "title.gameCenter"],
    ["/m/lottery", "title.lottery"],
    ["/m/lott", "title.lottery"],
    ["/m/elott", "title.elottery"],
    ["/m/responsibleGaming", "responsible:title"],
  ])("%s -> %s", async (p, key) => expect((await layoutAt(p)).title).toBe(key));

  it("every page has a title, but home and the launch pages", async () => {
    const untitled: string[] = [];
    for (const path of plainPaths()) {
      if (!(await isPage(path)) || HOME.includes(path) || path === "/m/launch") continue;
      if ((await layoutAt(path)).title === null) untitled.push(path);
    }
    expect(untitled).toEqual([]);
  });
});
