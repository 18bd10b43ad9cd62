// Layout decisions (games §2 "Layout rules", accounts §2 "Layout rules" and "Header bar").
// The specs word the header/footer rules as page names ("login", "agent"), so they match the LAST
// path segment: "/m/login" -> "login". Consequence (deliberate): "/m/agent" hides the header and footer,
// but agent sub-pages such as "/m/agent/team/overview" do not, since the spec only names "agent".
import { GAME_LIST_PATHS, isHomePath, normalizePath } from "./paths";

function lastSegment(pathname: string): string {
  const segments = normalizePath(pathname).split("/").filter(Boolean);
  return segments.at(-1) ?? "";
}

const segmentsOf = (paths: readonly string[]): string[] => paths.map(lastSegment);

// "register" also covers the /m/register.html alias; "lottery" also covers the lottery category pages
// /m/lott and /m/elott (used for both header and footer so the lottery pages look alike).
const REGISTER = ["register", "register.html"];
const LOTTERY = ["lottery", "lott", "elott"];

const HEADER_HIDDEN = new Set([
  "login",
  ...REGISTER,
  "message",
  "messages",
  "app",
  ...LOTTERY,
  "forget",
  "agent",
  "activity",
  "activityDetail",
  "notice",
  ...segmentsOf(GAME_LIST_PATHS),
  "sportsGame",
]);

// The spec's "footer" is the bottom menu (docs/decisions/0023). "gameList" names the game center list
// screen, which every game-list path opens (games §2), so all of them hide it; "slotsCenter" is kept
// as the spec names it.
const FOOTER_HIDDEN = new Set([
  "login",
  ...REGISTER,
  "slotsCenter",
  "gameList",
  ...segmentsOf(GAME_LIST_PATHS),
  ...LOTTERY,
  "forget",
  "changePsw",
  "app",
  "notice",
  "agent",
  "help",
]);

// The help centre's back also leads home (accounts §2 "Help centre").
const BACK_TO_HOME = new Set(["login", ...REGISTER, "trail", "activity", "forget", "help"]);

// Only on home paths (both specs).
export function showsTopBanner(pathname: string): boolean {
  return isHomePath(pathname);
}

export function showsHeader(pathname: string): boolean {
  return !HEADER_HIDDEN.has(lastSegment(pathname));
}

/**
 * The spec's layout "footer": the bottom menu (docs/decisions/0023). Shown unless named: the spec
 * only lists hidden pages (plus webEmail and member/home as shown).
 */
export function showsFooter(pathname: string): boolean {
  return !FOOTER_HIDDEN.has(lastSegment(pathname));
}

/** The "Home footer" (accounts §2): licence, responsible gaming, follow-us links and copyright, on home paths. */
export function showsHomeFooter(pathname: string): boolean {
  return isHomePath(pathname);
}

export type HeaderLeft = "logo" | "back" | "none";

// Logo on home/index/root paths — decided with isHomePath, not the last segment, so "/m/member/home"
// gets a back arrow. changePsw has neither.
export function headerLeft(pathname: string): HeaderLeft {
  if (isHomePath(pathname)) return "logo";
  return lastSegment(pathname) === "changePsw" ? "none" : "back";
}

// The spec's "trial" page is the route /m/trail; entry pages go home because history may lead outside.
export function backTarget(pathname: string): "home" | "history" {
  return BACK_TO_HOME.has(lastSegment(pathname)) ? "home" : "history";
}

// The header "title map": i18n key per route of both specs, keyed by full path (sub-pages share last
// segments such as "home" or "record"). Home paths have no title (the logo shows instead).
export const PAGE_TITLE_KEYS: Readonly<Record<string, string>> = {
  "/m/login": "title.login",
  "/m/register": "title.register",
  "/m/register.html": "title.register",
  "/m/forget": "title.forget",
  "/m/changePsw": "title.changePsw",
  "/m/set": "title.settings",
  "/m/help": "title.help",
  "/m/notice": "title.notice",
  "/m/message": "title.message",
  "/m/messages": "title.message",
  "/m/webEmail": "title.webEmail",
  "/m/activity": "title.activity",
  "/m/activityDetail": "title.activityDetail",
  "/m/rewardCenter": "title.rewardCenter",
  "/m/member/home": "title.memberCenter",
  "/m/responsibleGaming": "responsible:title",
  "/m/myAccount/index": "title.myAccount",
  "/m/gameRecord": "title.gameRecord",
  "/m/voucherCenter": "title.deposit",
  "/m/withdraw": "title.withdraw",
  "/m/inviteFriends": "title.inviteFriends",
  "/m/trail": "title.trial",
  "/m/member/benefits": "title.vip",
  "/m/transaction/record": "title.transactionRecord",
  "/m/securityCenter": "title.securityCenter",
  "/m/vouReport": "title.depositRecord",
  "/m/profitandloss": "title.profitAndLoss",
  "/m/agent": "title.agent",
  "/m/agent/team/overview": "title.teamOverview",
  "/m/member/team": "title.teamManage",
  "/m/redRain": "title.redRain",
  "/m/agent/team/pnl": "title.teamPnl",
  "/m/teamBetting": "title.teamBetting",
  "/m/member/agent/agentRebeat": "title.agentRebate",
  "/m/member/teamRebate": "title.teamRebate",
  "/m/agentRegister": "title.agentRegister",
  "/m/member/agent/agentDivident": "title.agentDividend",
  "/m/member/agent/getSalaryContract": "title.salaryContract",
  "/m/member/agent/getDevidendContract": "title.dividendContract",
  "/m/member/agent/getHourContract": "title.hourContract",
  "/m/live-games": "title.gameCenter",
  "/m/slot-games": "title.gameCenter",
  "/m/sport-games": "title.gameCenter",
  "/m/esport-games": "title.gameCenter",
  "/m/fishing-games": "title.gameCenter",
  "/m/poker-games": "title.gameCenter",
  "/m/gameList": "title.gameCenter",
  "/m/hot-games": "title.hotGames",
  "/m/fav-games": "title.favGames",
  "/m/recent-games": "title.recentGames",
  "/m/search": "title.searchGames",
  "/m/sportsGame": "title.sportsGame",
  "/m/lottery": "title.lottery",
  "/m/lott": "title.lottery",
  "/m/elott": "title.elottery",
};

export function pageTitleKey(pathname: string): string | null {
  const path = normalizePath(pathname);
  return Object.hasOwn(PAGE_TITLE_KEYS, path) ? PAGE_TITLE_KEYS[path] : null;
}
