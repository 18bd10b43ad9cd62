// Rules of the agent area (accounts §2 "Agent home", §4, §6; games §6): the login side, the home's
// grid and footer as a visitor can follow them, and the date-range query of the team pages.
import type { DividendInfo } from "./contracts";
import { readDayRange, readPage } from "./day-range";
import { agentGridEntries, type MenuEntry } from "./menus";

/**
 * The agent home grid a visitor can follow: the whitelisted entries, and online service (an action:
 * the customer-service link). Game service has no page in the spec, so no entry.
 */
export function agentHomeGrid(hidden: ReadonlySet<string>): MenuEntry[] {
  return agentGridEntries(hidden).filter((e) => e.to !== undefined || e.key === "onlineService");
}

/** The four counters of today on the agent home, in the spec's order. */
export const TODAY_COUNTERS = [
  "teamLoginMemberCount",
  "teamBetMemberCount",
  "teamRegisterMemberCount",
  "teamOnlineCount",
] as const;

export type TeamQuery = { startDate: string; endDate: string; page: number; keyword: string };

/**
 * The team pages' state in the URL: startDate and endDate by the one range reader (day-range.ts;
 * by default today alone), page (from 1), keyword. `corrected` says a value given was changed; a
 * value left out is the default, and the address leaves defaults out (teamSearch).
 */
export function teamQueryOf(
  params: URLSearchParams,
  today: string,
): { query: TeamQuery; corrected: boolean } {
  const start = params.get("startDate");
  const end = params.get("endDate");
  const { start: startDate, end: endDate } = readDayRange(start, end, today, { defaultDays: 1 });
  const pageText = params.get("page");
  const page = readPage(pageText);
  const keyword = (params.get("keyword") ?? "").trim().slice(0, 64);
  const query = { startDate, endDate, page, keyword };
  const corrected =
    (start !== null && start !== startDate) ||
    (end !== null && end !== endDate) ||
    (pageText !== null && String(page) !== pageText) ||
    (params.get("keyword") ?? "") !== keyword;
  return { query, corrected };
}

/** The query string of a team page's state, leaving out defaults (today, page 1, no keyword). */
export function teamSearch(query: TeamQuery, today: string): string {
  const params = new URLSearchParams();
  if (query.startDate !== today || query.endDate !== today) {
    params.set("startDate", query.startDate);
    params.set("endDate", query.endDate);
  }
  if (query.keyword) params.set("keyword", query.keyword);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The team page's address at a downline's row, with its forms open (`manage`) or closed. The forms
 * are drawn for the one downline the agent asked for: a page of ten downlines with two forms each
 * was long to scroll on a phone and the larger part of the page's rendering.
 */
export function teamManageHref(query: TeamQuery, today: string, account: string, open: boolean): string {
  const params = new URLSearchParams(teamSearch(query, today));
  if (open) params.set("manage", account);
  return `?${params}#downline-${encodeURIComponent(account)}`;
}

/** The downline whose forms are open: `manage` when it names one of the page's rows, else none. */
export function managedDownline(params: URLSearchParams, accounts: readonly string[]): string | null {
  const asked = params.get("manage");
  return asked !== null && accounts.includes(asked) ? asked : null;
}

/** The contract of each dividend-info field (accounts §3): daily salary, dividend, hourly salary. */
export type ContractKind = "salary" | "dividend" | "hour";
export const CONTRACT_KIND_OF_FIELD: Readonly<Record<keyof DividendInfo, ContractKind>> = {
  dailysalreqtype: "salary",
  divtypecompperiodreq: "dividend",
  contracthoursalreq: "hour",
};

/** A payout's state on the agent's pages (docs/decisions/0038). */
export type PayoutState = "open" | "settled" | "pending" | "paid";

/**
 * The state a dividend period shows: open until its last day is over; then paid once its dividend is
 * in the agent's wallet, pending while it waits for the settlement, settled when there was nothing to pay.
 */
export function dividendPayoutState(period: {
  state: "open" | "settled";
  dividend: number;
  paidAt: string | null;
}): PayoutState {
  if (period.paidAt !== null) return "paid";
  if (period.state === "open") return "open";
  return period.dividend > 0 ? "pending" : "settled";
}

/** The most one downline transfer moves (the platform's cap, FUNDTRANS3): 10,000,000.00. */
export const TRANSFER_MAX_CENTS = 1_000_000_000;
