// Deposit rules (accounts: voucherCenter, vouReport): the deposit form's schema, built from the
// methods the merchant enables (the same schema in the action and in the browser), and the
// deposit record's query in the address. Errors are message keys under "cashier.errors.".
import { z } from "zod";
import { readDayRange, readPage } from "./day-range";
import { parseAmountCents } from "./money";

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

/**
 * The deposit form: a method the merchant enables, an amount of at most two decimals within that
 * method's limits (typed in the visitor's locale, `locale` a BCP 47 tag), an optional deposit
 * promotion among those offered, and the form's idempotency key.
 */
export function depositSchema(
  methods: readonly DepositMethod[],
  promotionIds: readonly number[],
  locale: string,
) {
  return z
    .object({
      methodId: z.coerce
        .number({ error: "method_required" })
        .int()
        .refine((id) => methods.some((m) => m.id === id), "method_required"),
      amount: z.string({ error: "amount_required" }).trim(),
      promotionId: z.coerce
        .number()
        .int()
        .refine((id) => promotionIds.includes(id), "promotion_unavailable")
        .optional(),
      idempotencyKey: z.uuid({ error: "form_expired" }),
    })
    .transform((value, ctx) => {
      const method = methods.find((m) => m.id === value.methodId)!;
      const amountCents = parseAmountCents(value.amount, locale);
      const refuse = (message: string) => {
        ctx.addIssue({ code: "custom", path: ["amount"], message });
        return z.NEVER;
      };
      if (amountCents === null) return refuse("amount_format");
      if (amountCents < method.minCents) return refuse("amount_min");
      if (amountCents > method.maxCents) return refuse("amount_max");
      return {
        methodId: value.methodId,
        amountCents,
        promotionId: value.promotionId ?? null,
        idempotencyKey: value.idempotencyKey,
      };
    });
}

/** The deposit record's state in the address: a date range (both days included) and a page. */
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
