// Which pages exist (app/routes.ts): a menu links only these, because every link and menu entry must
// reach a real page, never the catch-all that sends unknown paths home. tests/unit/menu-links.test.ts
// walks every menu link against the route config; a new page adds its path here when it lands.
import { normalizePath } from "./paths";

const BUILT_PAGES: ReadonlySet<string> = new Set([
  "/m/home",
  "/m/login",
  "/m/register",
  "/m/forget",
  "/m/changePsw",
  "/m/set",
  "/m/trail",
  "/m/member/home",
  "/m/notice",
  "/m/message",
  "/m/messages",
  "/m/webEmail",
  "/m/activity",
  "/m/activityDetail",
  "/m/rewardCenter",
  "/m/inviteFriends",
  "/m/help",
  "/m/voucherCenter",
  "/m/vouReport",
  "/m/gameRecord",
  "/m/transaction/record",
  "/m/profitandloss",
  "/m/myAccount/index",
  "/m/member/benefits",
  "/m/withdraw",
  "/m/securityCenter",
  "/m/responsibleGaming",
  // The agent area (issue 12).
  "/m/agent",
  "/m/agentRegister",
  "/m/member/agent/getSalaryContract",
  "/m/member/agent/getDevidendContract",
  "/m/member/agent/getHourContract",
  "/m/agent/team/overview",
  "/m/member/team",
  "/m/agent/team/pnl",
  "/m/teamBetting",
  "/m/member/agent/agentRebeat",
  "/m/member/teamRebate",
  "/m/member/agent/agentDivident",
  "/m/redRain",
]);

/** Whether `to` (a path, maybe with a query) is a built page. */
export function isBuiltPage(to: string): boolean {
  return BUILT_PAGES.has(normalizePath(to.split(/[?#]/)[0]));
}

/** A menu's entries a visitor can follow: actions (no `to`) and built pages; the rest is left out. */
export function linkedEntries<E extends { to?: string }>(entries: readonly E[]): E[] {
  return entries.filter((entry) => entry.to === undefined || isBuiltPage(entry.to));
}
