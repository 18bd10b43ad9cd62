// Deposit rules (accounts: voucherCenter, vouReport): the methods the merchant enables and the
// deposit record's query in the address. The form's schema is deposit-form.ts (zod stays out of
// the page's first load).
import { readDayRange, readPage } from "./day-range";

export type DepositMethodKind = "bank" | "manual" | "gateway" | "ewallet";
export type DepositMethod = {
  id: number;
  kind: DepositMethodKind;
  vendor: string;
  name: string;
  minCents: number;
  maxCents: number;
};

/** The spec's method groups in the order the page shows them. */
export const METHOD_KINDS: readonly DepositMethodKind[] = ["bank", "manual", "gateway", "ewallet"];

/** Methods of one kind, banks grouped by vendor (the spec's "bank list by vendor"). */
export function methodsByVendor<M extends DepositMethod>(methods: readonly M[]): Array<[string, M[]]> {
  const groups = new Map<string, M[]>();
  for (const m of methods) groups.set(m.vendor, [...(groups.get(m.vendor) ?? []), m]);
  return [...groups];
}

export type RecordQuery = { from: string; to: string; page: number };

const DEPOSIT_RANGE = { defaultDays: 7 } as const;
export const RECORD_PAGE_SIZE = 10;

/**
 * Reads from/to/page with the one range reader (day-range.ts): by default the last 7 days up to
 * today, page 1. `corrected` says the address should be rewritten to what is shown.
 */
export function readRecordQuery(
  params: URLSearchParams,
  today: string,
): RecordQuery & { corrected: boolean } {
  const rawTo = params.get("to");
  const rawFrom = params.get("from");
  const rawPage = params.get("page");
  const { start: from, end: to } = readDayRange(rawFrom, rawTo, today, DEPOSIT_RANGE);
  const page = readPage(rawPage);
  const corrected = rawTo !== to || rawFrom !== from || (rawPage !== null && rawPage !== String(page));
  return { from, to, page, corrected };
}

/** The address of a record query (page 1 is left out). */
export function recordSearch(query: RecordQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.page > 1) params.set("page", String(query.page));
  return `?${params}`;
}
