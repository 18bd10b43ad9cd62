// Withdrawal orders (docs/backend-api.md "Security and withdrawals"). Requesting one HOLDS its amount
// at once through the ledger (kind 'withdrawal', key withdrawal:<orderId>), in the same transaction
// as the order: two requests at the same time are two transactions one after the other, and the
// second is refused by postLedger if the first left too little. Approval moves nothing more; a
// rejection credits the hold back once (kind 'withdrawal_release', key withdrawal_release:<orderId>).
import { z } from "zod";
import type { BackendContext } from "../context.ts";
import { ApiError, notFound } from "../envelope.ts";
import { postLedger } from "./ledger.ts";
import { TRIAL_TYPE } from "./members.ts";
import { checkFundsPassword, fieldRefusal } from "./security.ts";
import type { MemberRow } from "./sessions.ts";
import { readSettings, writeSetting } from "./site.ts";

const LIMITS_KEY = "withdraw.limits";
const limitsShape = z.object({ minCents: z.number().int().min(1), maxCents: z.number().int().min(1) });
export type WithdrawLimits = z.infer<typeof limitsShape>;

/** The merchant's per-order limits (migration 013 sets 100.00 to 50,000.00). */
export function withdrawLimits(context: BackendContext): WithdrawLimits {
  return limitsShape.parse(readSettings(context).get(LIMITS_KEY));
}

export function writeWithdrawLimits(context: BackendContext, limits: WithdrawLimits): WithdrawLimits {
  if (limits.minCents > limits.maxCents) throw new ApiError(400, "param.invalid", "minCents above maxCents");
  writeSetting(context, LIMITS_KEY, limits);
  return limits;
}

const ORDER_COLUMNS = `o.id, o.amount_cents AS amountCents, o.state, substr(c.card_number, -4) AS last4,
  c.bank_code AS bankCode, o.created_at AS createdAt, o.decided_at AS decidedAt`;

type OrderRow = {
  id: number;
  amountCents: number;
  state: "pending" | "approved" | "rejected";
  last4: string;
  bankCode: string;
  createdAt: string;
  decidedAt: string | null;
};

function orderByKey({ sql }: BackendContext, memberId: number, requestKey: string) {
  return sql(
    `SELECT ${ORDER_COLUMNS} FROM withdrawal_order o JOIN bank_card c ON c.id = o.bank_card_id
     WHERE o.member_id = ? AND o.request_key = ?`,
  ).get(memberId, requestKey) as OrderRow | undefined;
}

/** The member's orders, newest first (the withdraw report). */
export function withdrawalOrders({ sql }: BackendContext, memberId: number, limit = 20): OrderRow[] {
  return sql(
    `SELECT ${ORDER_COLUMNS} FROM withdrawal_order o JOIN bank_card c ON c.id = o.bank_card_id
     WHERE o.member_id = ? ORDER BY o.id DESC LIMIT ?`,
  ).all(memberId, limit) as OrderRow[];
}

export type WithdrawalRequest = {
  amountCents: number;
  bankCardId: number;
  fundsPassword: string;
  requestKey: string;
};

/**
 * Requests a withdrawal: the same request key answers the order it made (a double post, a resubmitted
 * page); otherwise the funds password, the card, the limits and the balance decide.
 */
export async function requestWithdrawal(context: BackendContext, member: MemberRow, body: WithdrawalRequest) {
  if (member.type === TRIAL_TYPE)
    throw new ApiError(403, "withdraw.trial.refused", "trial players cannot withdraw");
  const earlier = orderByKey(context, member.id, body.requestKey);
  if (earlier) return earlier;
  await checkFundsPassword(context, member, body.fundsPassword);
  const limits = withdrawLimits(context);
  if (body.amountCents < limits.minCents)
    throw fieldRefusal("withdraw.amount.below.min", "amount", "security.errors.amount_below_min");
  if (body.amountCents > limits.maxCents)
    throw fieldRefusal("withdraw.amount.above.max", "amount", "security.errors.amount_above_max");
  return context.db.transaction(() => {
    // Checked again inside the transaction: a twin post may have finished while the password was hashed.
    const twin = orderByKey(context, member.id, body.requestKey);
    if (twin) return twin;
    const card = context
      .sql("SELECT id FROM bank_card WHERE id = ? AND member_id = ?")
      .get(body.bankCardId, member.id);
    if (!card) throw fieldRefusal("withdraw.card.unknown", "bankCardId", "security.errors.card_required");
    const id = Number(
      context
        .sql(
          "INSERT INTO withdrawal_order (member_id, bank_card_id, amount_cents, request_key) VALUES (?, ?, ?, ?)",
        )
        .run(member.id, body.bankCardId, body.amountCents, body.requestKey).lastInsertRowid,
    );
    const held = postLedger(context.db, {
      memberId: member.id,
      kind: "withdrawal",
      amountCents: -body.amountCents,
      reference: `withdrawal:${id}`,
      idempotencyKey: `withdrawal:${id}`,
    });
    // Throwing rolls the order back with the transaction: no order without its hold.
    if (!held.posted)
      throw fieldRefusal("withdraw.balance.insufficient", "amount", "security.errors.amount_above_balance");
    return orderByKey(context, member.id, body.requestKey)!;
  })();
}

/**
 * An operator's decision on a pending order. Approving keeps the hold (the money has left); rejecting
 * releases it. Deciding an order again with the same decision answers it unchanged and moves nothing.
 */
export function decideWithdrawal(context: BackendContext, id: number, decision: "approved" | "rejected") {
  return context.db.transaction(() => {
    const order = context
      .sql(
        "SELECT id, member_id AS memberId, amount_cents AS amountCents, state FROM withdrawal_order WHERE id = ?",
      )
      .get(id) as { id: number; memberId: number; amountCents: number; state: string } | undefined;
    if (!order) throw notFound(`withdrawal ${id}`);
    if (order.state === decision) return { id, state: decision, moved: false };
    if (order.state !== "pending")
      throw new ApiError(409, "withdraw.already.decided", `withdrawal ${id} is already ${order.state}`);
    context
      .sql(
        "UPDATE withdrawal_order SET state = ?, decided_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
      )
      .run(decision, id);
    if (decision === "approved") return { id, state: decision, moved: false };
    const released = postLedger(context.db, {
      memberId: order.memberId,
      kind: "withdrawal_release",
      amountCents: order.amountCents,
      reference: `withdrawal:${id}`,
      idempotencyKey: `withdrawal_release:${id}`,
    });
    return { id, state: decision, moved: released.posted };
  })();
}
