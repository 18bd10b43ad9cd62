import type { BackendContext } from "../context.ts";
import { ApiError, notFound } from "../envelope.ts";
import { postLedger } from "./ledger.ts";
import type { MemberRow } from "./sessions.ts";
import { TRIAL_TYPE } from "./members.ts";
import type { Languages } from "./promotion-texts.ts";

export type RewardKind = "reward" | "cashback";

/** The member's rewards and cashback, newest first, titled as promotions are (store/promotion-texts.ts). */
export function memberRewards({ sql }: BackendContext, memberId: number, languages: Languages) {
  return sql(
    `SELECT r.id, r.kind, COALESCE(a.title, b.title, r.title) AS title, r.amount_cents / 100.0 AS amount,
      r.state, r.created_at AS createdAt
    FROM reward r
    LEFT JOIN reward_text a ON a.reward_id = r.id AND a.language = @first
    LEFT JOIN reward_text b ON b.reward_id = r.id AND b.language = @second
    WHERE r.member_id = @memberId ORDER BY r.created_at DESC, r.id DESC`,
  ).all({ ...languages, memberId });
}

/** A new reward for a member; `titles` are its title in other languages than its own English one. */
export function grantReward(
  { db, sql }: BackendContext,
  reward: {
    memberId: number;
    kind: RewardKind;
    title: string;
    titles?: Record<string, string>;
    amountCents: number;
    createdAt: string;
  },
): number {
  return db.transaction(() => {
    const id = Number(
      sql("INSERT INTO reward (member_id, kind, title, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)").run(
        reward.memberId,
        reward.kind,
        reward.title,
        reward.amountCents,
        reward.createdAt,
      ).lastInsertRowid,
    );
    const text = sql("INSERT INTO reward_text (reward_id, language, title) VALUES (?, ?, ?)");
    for (const [language, title] of Object.entries(reward.titles ?? {})) text.run(id, language, title);
    return id;
  })();
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
