// The account record's transaction types (accounts §7 "wallet … transaction code list"): the
// platform lists its codes, the page offers them as a filter kept in the address (`code=`), and a
// row of a kind the texts do not know shows as "other".

/** The ledger kinds the texts name (`member.transactions.kind.*`); anything else is "other". */
export const TRANSACTION_KINDS = [
  "opening",
  "bonus",
  "reward",
  "cashback",
  "bet",
  "win",
  "deposit",
  "withdrawal",
  "withdrawal_release",
  "transfer",
  "adjustment",
  "rebate",
  "dividend",
  "salary",
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number] | "other";

const KNOWN: ReadonlySet<string> = new Set(TRANSACTION_KINDS);

/** The text a row or an option is labelled by: its own kind, or "other". */
export function transactionKindOf(code: string): TransactionKind {
  return KNOWN.has(code) ? (code as TransactionKind) : "other";
}

/**
 * The code asked in the address against the platform's list: none asked is every type; a code the
 * list has is kept; anything else is dropped and `corrected` asks the loader to redirect (a record
 * page corrects its address, never refuses it). With no list (the call failed), nothing can be
 * checked: the filter is dropped.
 */
export function readTransactionCode(
  raw: string | null,
  offered: readonly string[],
): { code: string | null; corrected: boolean } {
  if (raw === null) return { code: null, corrected: false };
  return offered.includes(raw) ? { code: raw, corrected: false } : { code: null, corrected: true };
}
