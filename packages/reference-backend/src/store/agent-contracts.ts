// Contracts operators offer agents (issue 12): daily salary, dividend, hourly salary. While an offer
// waits, its id is the matching field of member_contracts (the spec's dividend info), which is what
// the contract check reads; accepting or declining empties the field, so the check stops offering it.
import type { BackendContext } from "../context.ts";

export const CONTRACT_KINDS = ["salary", "dividend", "hour"] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

const FIELD_OF_KIND: Record<ContractKind, string> = {
  salary: "dailysalreqtype",
  dividend: "divtypecompperiodreq",
  hour: "contracthoursalreq",
};

export interface ContractTier {
  thresholdCents: number;
  ratePermille: number;
}

/** A new offer; an older one of the same kind still waiting is withdrawn (declined) first. */
export function offerContract(
  context: Pick<BackendContext, "db" | "sql">,
  memberId: number,
  kind: ContractKind,
  tiers: ContractTier[],
): number {
  const { sql, db } = context;
  return db.transaction(() => {
    sql(
      "UPDATE contract_offer SET state = 'declined', decided_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE member_id = ? AND kind = ? AND state = 'offered'",
    ).run(memberId, kind);
    const id = Number(
      sql("INSERT INTO contract_offer (member_id, kind, tiers) VALUES (?, ?, ?)").run(
        memberId,
        kind,
        JSON.stringify(tiers),
      ).lastInsertRowid,
    );
    sql("INSERT INTO member_contracts (member_id) VALUES (?) ON CONFLICT (member_id) DO NOTHING").run(
      memberId,
    );
    sql(`UPDATE member_contracts SET ${FIELD_OF_KIND[kind]} = ? WHERE member_id = ?`).run(
      String(id),
      memberId,
    );
    return id;
  })();
}

/** The offer of `kind` waiting for the member, or null. */
export function waitingOffer(context: BackendContext, memberId: number, kind: ContractKind) {
  const row = context
    .sql(
      "SELECT id, tiers, created_at AS offeredAt FROM contract_offer WHERE member_id = ? AND kind = ? AND state = 'offered' ORDER BY id DESC LIMIT 1",
    )
    .get(memberId, kind) as { id: number; tiers: string; offeredAt: string } | undefined;
  if (!row) return null;
  const tiers = JSON.parse(row.tiers) as ContractTier[];
  return {
    id: row.id,
    kind,
    offeredAt: row.offeredAt,
    tiers: tiers.map((t) => ({ threshold: t.thresholdCents / 100, rate: t.ratePermille / 10 })),
  };
}

/** Accepts or declines the waiting offer `offerId`; false when it is not waiting (decided already). */
export function decideOffer(
  context: BackendContext,
  memberId: number,
  kind: ContractKind,
  offerId: number,
  decision: "accepted" | "declined",
): boolean {
  const { sql, db } = context;
  return db.transaction(() => {
    const changed = sql(
      "UPDATE contract_offer SET state = ?, decided_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND member_id = ? AND kind = ? AND state = 'offered'",
    ).run(decision, offerId, memberId, kind).changes;
    if (changed === 0) return false;
    sql(`UPDATE member_contracts SET ${FIELD_OF_KIND[kind]} = '' WHERE member_id = ?`).run(memberId);
    return true;
  })();
}
