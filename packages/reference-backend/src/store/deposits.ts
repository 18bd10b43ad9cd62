import { randomBytes } from "node:crypto";
import type { BackendContext } from "../context.ts";
import { rangeIso } from "../days.ts";
import { ApiError, notFound } from "../envelope.ts";
import { formatDateTime } from "../seed/dates.ts";
import { postLedger } from "./ledger.ts";
import { readSettings } from "./site.ts";
import { localized, OWN_TEXT, PROMOTION_TEXTS, type Languages } from "./promotion-texts.ts";
import type { MemberRow } from "./sessions.ts";

export type DepositMethodKind = "bank" | "manual" | "gateway" | "ewallet";
export type DepositState = "pending" | "approved" | "rejected";
export type DepositDecision = "approve" | "reject";

/** Member types that may deposit (accounts §6): real accounts only; trial players and others are refused. */
const DEPOSIT_TYPES: readonly number[] = [0, 1, 2];

export interface DepositRequest {
  methodId: number;
  amountCents: number;
  promotionId: number | null;
  /** The form's key: one order per key and member, however many posts. */
  idempotencyKey: string;
}

/**
 * A refusal to check before an order is accepted (issue 11's responsible-gambling limits and
 * self-exclusion): answers the ApiError to throw, or null to accept. It runs inside the order's
 * transaction, after the amount and method checks, so it sees the member's orders as they are.
 */
export type DepositRefusal = (
  context: BackendContext,
  member: MemberRow,
  request: DepositRequest,
) => ApiError | null;

const ORDER_COLUMNS = `o.id, o.method_id AS methodId, m.kind AS methodKind, m.name AS methodName,
  o.amount_cents AS amountCents, o.promotion_id AS promotionId, o.state, o.created_at AS createdAt,
  o.decided_at AS decidedAt`;

export interface DepositOrder {
  id: number;
  methodId: number;
  methodKind: DepositMethodKind;
  methodName: string;
  amountCents: number;
  promotionId: number | null;
  state: DepositState;
  createdAt: string;
  decidedAt: string | null;
  /** Only for the payment-gateway method: the provider's page for this order. */
  providerPath: string | null;
}

type OrderRow = Omit<DepositOrder, "providerPath"> & { providerRef: string };

const withProviderPath = ({ providerRef, ...order }: OrderRow): DepositOrder => ({
  ...order,
  providerPath: order.methodKind === "gateway" ? `/provider/deposits/${providerRef}` : null,
});

/** The merchant's currency (ISO code), CNY unless an operator set `merchant.currency`. */
function merchantCurrency(context: BackendContext): string {
  const value = readSettings(context).get("merchant.currency");
  return typeof value === "string" ? value : "CNY";
}

/** Deposit promotions running now (category deposit_promo), with the bonus an approval credits. */
function depositPromotions({ sql }: BackendContext, now: string, languages: Languages) {
  return sql(
    `SELECT p.id, ${localized("title")} AS title, p.bonus_cents AS bonusCents FROM ${PROMOTION_TEXTS}
     WHERE p.category = 'deposit_promo' AND p.start_date <= @now
       AND (p.no_expiry = 1 OR p.end_date IS NULL OR p.end_date >= @now)
     ORDER BY p.sequence, p.id`,
  ).all({ now, ...languages }) as Array<{ id: number; title: string; bonusCents: number }>;
}

/**
 * What the deposit page offers: the currency, the enabled methods (banks by vendor) and promotions,
 * titled in the request's language as the promotions list is.
 */
export function depositOptions(context: BackendContext, languages: Languages = OWN_TEXT, now = Date.now()) {
  const methods = context
    .sql(
      `SELECT m.id, m.kind, m.vendor, COALESCE(a.name, b.name, m.name) AS name, m.payee,
         m.min_cents AS minCents, m.max_cents AS maxCents
       FROM deposit_method m
       LEFT JOIN deposit_method_text a ON a.method_id = m.id AND a.language = @first
       LEFT JOIN deposit_method_text b ON b.method_id = m.id AND b.language = @second
       WHERE m.enabled = 1 ORDER BY m.sequence, m.id`,
    )
    .all(languages);
  return {
    currency: merchantCurrency(context),
    methods,
    promotions: depositPromotions(context, formatDateTime(now), languages),
  };
}

function orderRow({ sql }: BackendContext, where: string, ...args: unknown[]): OrderRow | undefined {
  return sql(
    `SELECT ${ORDER_COLUMNS}, o.provider_ref AS providerRef FROM deposit_order o
     JOIN deposit_method m ON m.id = o.method_id WHERE ${where}`,
  ).get(...args) as OrderRow | undefined;
}

/**
 * Creates a pending deposit order, or answers the one this key already made (a double post makes
 * one order and gets the same answer). `refuseDeposit` is THE place where responsible-gambling
 * limits and self-exclusion refuse a deposit before it is accepted.
 */
export function createDepositOrder(
  context: BackendContext,
  member: MemberRow,
  request: DepositRequest,
  refuseDeposit?: DepositRefusal,
): DepositOrder {
  if (!DEPOSIT_TYPES.includes(member.type))
    throw new ApiError(403, "deposit.real.account.only", "only real accounts may deposit");
  return context.db.transaction(() => {
    const existing = orderRow(
      context,
      "o.member_id = ? AND o.idempotency_key = ?",
      member.id,
      request.idempotencyKey,
    );
    if (existing) return withProviderPath(existing);
    const method = context
      .sql(
        "SELECT min_cents AS minCents, max_cents AS maxCents FROM deposit_method WHERE id = ? AND enabled = 1",
      )
      .get(request.methodId) as { minCents: number; maxCents: number } | undefined;
    if (!method) throw new ApiError(400, "deposit.method.unavailable", "deposit method not available");
    if (request.amountCents < method.minCents)
      throw new ApiError(400, "deposit.amount.below.min", "amount below the method's minimum");
    if (request.amountCents > method.maxCents)
      throw new ApiError(400, "deposit.amount.above.max", "amount above the method's maximum");
    if (
      request.promotionId !== null &&
      !depositPromotions(context, formatDateTime(Date.now()), OWN_TEXT).some(
        (p) => p.id === request.promotionId,
      )
    )
      throw new ApiError(400, "deposit.promotion.unavailable", "promotion not available for deposits");
    const refusal = refuseDeposit?.(context, member, request);
    if (refusal) throw refusal;
    const id = context
      .sql(
        `INSERT INTO deposit_order (member_id, method_id, amount_cents, promotion_id, idempotency_key, provider_ref)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        member.id,
        request.methodId,
        request.amountCents,
        request.promotionId,
        request.idempotencyKey,
        randomBytes(18).toString("base64url"),
      ).lastInsertRowid;
    return withProviderPath(orderRow(context, "o.id = ?", id)!);
  })();
}

/**
 * Approves or rejects a pending order (operator endpoint or provider page). Approval credits the
 * amount once (ledger key deposit:<id>) and the accepted promotion's bonus once
 * (deposit-bonus:<id>); a decision on a decided order changes nothing and answers the order as it is.
 */
export function decideDepositOrder(
  context: BackendContext,
  id: number,
  decision: DepositDecision,
): DepositOrder {
  return context.db.transaction(() => {
    const order = orderRow(context, "o.id = ?", id);
    if (!order) throw notFound(`deposit order ${id}`);
    if (order.state !== "pending") return withProviderPath(order);
    const memberId = context
      .sql("SELECT member_id FROM deposit_order WHERE id = ?")
      .pluck()
      .get(id) as number;
    if (decision === "approve") {
      postLedger(context.db, {
        memberId,
        kind: "deposit",
        amountCents: order.amountCents,
        reference: `deposit:${id}`,
        idempotencyKey: `deposit:${id}`,
      });
      const bonus = order.promotionId
        ? (context
            .sql("SELECT bonus_cents FROM promotion WHERE id = ?")
            .pluck()
            .get(order.promotionId) as number)
        : 0;
      if (bonus > 0)
        postLedger(context.db, {
          memberId,
          kind: "bonus",
          amountCents: bonus,
          reference: `promotion:${order.promotionId}`,
          idempotencyKey: `deposit-bonus:${id}`,
        });
    }
    context
      .sql("UPDATE deposit_order SET state = ?, decided_at = ? WHERE id = ?")
      .run(decision === "approve" ? "approved" : "rejected", new Date().toISOString(), id);
    return withProviderPath(orderRow(context, "o.id = ?", id)!);
  })();
}

/** The order a provider reference names (the provider page's address), or undefined. */
export function depositOrderByProviderRef(context: BackendContext, ref: string): DepositOrder | undefined {
  const row = orderRow(context, "o.provider_ref = ?", ref);
  return row && withProviderPath(row);
}

/** One of the member's orders. */
export function memberDepositOrder(context: BackendContext, memberId: number, id: number): DepositOrder {
  const row = orderRow(context, "o.member_id = ? AND o.id = ?", memberId, id);
  if (!row) throw notFound(`deposit order ${id}`);
  return withProviderPath(row);
}

/**
 * The member's deposit record: orders created from `from` to `to` (days YYYY-MM-DD of the member's
 * `timeZone`, UTC without it, both days included), newest first, one page of `size`.
 */
export function depositReport(
  context: BackendContext,
  memberId: number,
  query: { from: string; to: string; timeZone?: string; page: number; size: number },
  languages: Languages = OWN_TEXT,
) {
  const [from, to] = rangeIso({ start: query.from, end: query.to, timeZone: query.timeZone });
  const range = { memberId, from, to };
  const where = "o.member_id = @memberId AND o.created_at >= @from AND o.created_at < @to";
  const total = context
    .sql(`SELECT count(*) FROM deposit_order o WHERE ${where}`)
    .pluck()
    .get(range) as number;
  // Each method named in the request's language, as the deposit page names it (issue 49 item 12).
  const rows = context
    .sql(
      `SELECT ${ORDER_COLUMNS.replace("m.name AS methodName", "COALESCE(a.name, b.name, m.name) AS methodName")},
         o.provider_ref AS providerRef FROM deposit_order o
       JOIN deposit_method m ON m.id = o.method_id
       LEFT JOIN deposit_method_text a ON a.method_id = m.id AND a.language = @first
       LEFT JOIN deposit_method_text b ON b.method_id = m.id AND b.language = @second
       WHERE ${where}
       ORDER BY o.created_at DESC, o.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({
      ...range,
      ...languages,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    }) as OrderRow[];
  return { total, page: query.page, size: query.size, orders: rows.map(withProviderPath) };
}
