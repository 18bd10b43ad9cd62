import type { Database } from "better-sqlite3";

export type LedgerKind =
  | "opening"
  | "bonus"
  | "reward"
  | "cashback"
  | "bet"
  | "win"
  | "deposit"
  | "withdrawal"
  | "withdrawal_release"
  | "transfer"
  | "adjustment"
  | "rebate"
  | "dividend"
  | "salary";

export interface LedgerPost {
  memberId: number;
  kind: LedgerKind;
  /** Integer minor units (cents); negative takes money out. */
  amountCents: number;
  /** What the move is for ("promotion:3", "reward:7", "spin:<ticket>:2"). */
  reference: string;
  /** Unique over the whole ledger: a second post with the same key changes nothing. */
  idempotencyKey: string;
}

export type LedgerResult =
  | { posted: true; balanceCents: number }
  | { posted: false; reason: "balance"; balanceCents: number }
  /** The key was used: what it moved then, so a caller can tell a replay from another form. */
  | {
      posted: false;
      reason: "duplicate";
      balanceCents: number;
      first: { amountCents: number; reference: string };
    };

/**
 * THE one way money moves (docs/backend-api.md "Ledger"): the ledger row and members.balance_cents
 * change in the same SQLite transaction, a duplicate idempotency key is a no-op (the UNIQUE
 * constraint decides, so parallel posts credit once), and a move that would take the balance below
 * zero is refused. Called inside another transaction it joins it (better-sqlite3 nests as savepoints).
 */
export function postLedger(db: Database, post: LedgerPost): LedgerResult {
  if (!Number.isSafeInteger(post.amountCents)) throw new Error("ledger amounts are integer cents");
  return db.transaction((): LedgerResult => {
    const balance = () =>
      db.prepare("SELECT balance_cents FROM members WHERE id = ?").pluck().get(post.memberId) as number;
    const before = balance();
    const firstMove = () =>
      db
        .prepare("SELECT amount_cents AS amountCents, reference FROM ledger WHERE idempotency_key = ?")
        .get(post.idempotencyKey) as { amountCents: number; reference: string } | undefined;
    // The key first: a replay of a move that emptied the wallet is a replay, not an overdraft.
    const first = firstMove();
    if (first) return { posted: false, reason: "duplicate", balanceCents: before, first };
    if (before + post.amountCents < 0) return { posted: false, reason: "balance", balanceCents: before };
    const inserted = db
      .prepare(
        `INSERT INTO ledger (member_id, kind, amount_cents, reference, idempotency_key) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .run(post.memberId, post.kind, post.amountCents, post.reference, post.idempotencyKey);
    // Another process on the same file took the key between the read and the insert.
    if (inserted.changes === 0)
      return { posted: false, reason: "duplicate", balanceCents: before, first: firstMove()! };
    db.prepare("UPDATE members SET balance_cents = balance_cents + ? WHERE id = ?").run(
      post.amountCents,
      post.memberId,
    );
    return { posted: true, balanceCents: balance() };
  })();
}

/** A new member's starting money, as the ledger's opening row. */
export function postOpeningBalance(db: Database, memberId: number, amountCents: number): void {
  if (amountCents === 0) return;
  postLedger(db, {
    memberId,
    kind: "opening",
    amountCents,
    reference: "opening balance",
    idempotencyKey: `opening:${memberId}`,
  });
}
