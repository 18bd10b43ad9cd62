-- Issues 11 and 12 move money in more ways than the first ledger knew: deposits, withdrawals (held
-- when requested, released when an operator rejects them), transfers between an agent and a
-- downline, operator adjustments, and the agent's rebates, dividends and salaries. SQLite cannot
-- change a CHECK constraint in place, so the table is rebuilt with its rows, ids and index.
CREATE TABLE ledger_next (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN (
    'opening', 'bonus', 'reward', 'cashback', 'bet', 'win',
    'deposit', 'withdrawal', 'withdrawal_release', 'transfer', 'adjustment',
    'rebate', 'dividend', 'salary'
  )),
  amount_cents INTEGER NOT NULL,
  reference TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO ledger_next (id, member_id, kind, amount_cents, reference, idempotency_key, created_at)
  SELECT id, member_id, kind, amount_cents, reference, idempotency_key, created_at FROM ledger;
DROP TABLE ledger;
ALTER TABLE ledger_next RENAME TO ledger;
CREATE INDEX ledger_member ON ledger (member_id, id);
