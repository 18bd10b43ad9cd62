import type { BackendContext } from "../context.ts";
import { ApiError, notFound } from "../envelope.ts";
import { postLedger } from "./ledger.ts";
import type { MemberRow } from "./sessions.ts";
import { TRIAL_TYPE } from "./members.ts";

export type RewardKind = "reward" | "cashback";

const REWARD_COLUMNS = `id, kind, title, amount_cents / 100.0 AS amount, state, created_at AS createdAt`;

/** The member's rewards and cashback, newest first. */
export function memberRewards({ sql }: BackendContext, memberId: number) {
  return sql(
    `SELECT ${REWARD_COLUMNS} FROM reward WHERE member_id = ? ORDER BY created_at DESC, id DESC`,
  ).all(memberId);
}

export function grantReward(
  { sql }: BackendContext,
  reward: { memberId: number; kind: RewardKind; title: string; amountCents: number; createdAt: string },
): number {
  return Number(
    sql("INSERT INTO reward (member_id, kind, title, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)").run(
      reward.memberId,
      reward.kind,
      reward.title,
      reward.amountCents,
      reward.createdAt,
    ).lastInsertRowid,
  );
}

/** Claim a reward into the wallet: once, whatever the number of posts (the ledger key is the reward's). */
export function claimReward(context: BackendContext, member: MemberRow, id: number) {
  if (member.type === TRIAL_TYPE)
    throw new ApiError(403, "promotion.trial.refused", "trial players cannot claim rewards");
  return context.db.transaction(() => {
    const row = context
      .sql("SELECT id, kind, amount_cents AS amountCents, state FROM reward WHERE id = ? AND member_id = ?")
      .get(id, member.id) as { id: number; kind: RewardKind; amountCents: number; state: string } | undefined;
    if (!row) throw notFound(`reward ${id}`);
    if (row.state === "expired") throw new ApiError(400, "reward.expired", "reward expired");
    const { posted } = postLedger(context.db, {
      memberId: member.id,
      kind: row.kind,
      amountCents: row.amountCents,
      reference: `reward:${row.id}`,
      idempotencyKey: `reward:${row.id}`,
    });
    context.sql("UPDATE reward SET state = 'claimed' WHERE id = ?").run(row.id);
    return { id: row.id, state: "claimed" as const, credited: posted };
  })();
}
