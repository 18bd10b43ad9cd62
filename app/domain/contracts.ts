// Agent contract check (accounts §4): logged-in members not of types 4, 40, 41, 42 are checked; a
// non-empty field of the dividend info means that contract awaits and a dialog offers its page.
import { skipsContractCheck, type SessionInfo } from "./visitor";

export type DividendInfo = {
  dailysalreqtype?: string | null;
  divtypecompperiodreq?: string | null;
  contracthoursalreq?: string | null;
};

export function needsContractCheck(session: SessionInfo | null): boolean {
  return session !== null && !skipsContractCheck(session.type);
}

// When several contracts await, the first in spec order wins: daily salary, dividend, hourly salary.
const CONTRACT_PAGES: ReadonlyArray<[keyof DividendInfo, string]> = [
  ["dailysalreqtype", "/m/member/agent/getSalaryContract"],
  ["divtypecompperiodreq", "/m/member/agent/getDevidendContract"],
  ["contracthoursalreq", "/m/member/agent/getHourContract"],
];

export function pendingContractPath(info: DividendInfo): string | null {
  return CONTRACT_PAGES.find(([field]) => Boolean(info[field]))?.[1] ?? null;
}

// Each contract page shows the field of the dividend info it is about.
export const DIVIDEND_FIELD_OF_PAGE: Readonly<Record<string, keyof DividendInfo>> = Object.fromEntries(
  CONTRACT_PAGES.map(([field, path]) => [path, field]),
);
