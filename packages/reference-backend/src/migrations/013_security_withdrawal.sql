-- Security centre and withdrawals (issue 11). The funds (withdrawal) password and the security
-- question's answer are scrypt hashes like the login password; bank cards keep the full number
-- (the payout needs it) and are only ever answered masked; a withdrawal order holds its amount
-- through the ledger ('withdrawal', key withdrawal:<id>) until an operator approves or rejects it.
CREATE TABLE member_security (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  funds_password_hash TEXT,
  question_key TEXT,
  answer_hash TEXT
);

CREATE TABLE bank_card (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  holder TEXT NOT NULL,
  bank_code TEXT NOT NULL,
  card_number TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (member_id, card_number)
);

CREATE TABLE withdrawal_order (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  bank_card_id INTEGER NOT NULL REFERENCES bank_card (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  -- The form's idempotency key: a second post with it answers the first order.
  request_key TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  decided_at TEXT,
  UNIQUE (member_id, request_key)
);
CREATE INDEX withdrawal_order_member ON withdrawal_order (member_id, id);

-- The merchant's withdrawal limits per order, in cents; an operator changes them in site_setting.
INSERT INTO site_setting (key, value) VALUES ('withdraw.limits', '{"minCents":10000,"maxCents":5000000}');
