-- Deposits (issue 11): the methods a merchant enables and the members' deposit orders. An order is
-- pending until the payment provider (the reference backend's provider page) or an operator approves
-- or rejects it; approval credits the wallet through the ledger with the key deposit:<order id>, so a
-- second approval credits nothing. Amounts are integer cents.
CREATE TABLE deposit_method (
  id INTEGER PRIMARY KEY,
  -- The spec's kinds: a bank (listed by vendor), manual transfer, payment gateway, e-wallet.
  kind TEXT NOT NULL CHECK (kind IN ('bank', 'manual', 'gateway', 'ewallet')),
  vendor TEXT NOT NULL,
  name TEXT NOT NULL,
  -- Manual transfer: the account the member pays into.
  payee TEXT,
  min_cents INTEGER NOT NULL CHECK (min_cents > 0),
  max_cents INTEGER NOT NULL CHECK (max_cents >= min_cents),
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  sequence INTEGER NOT NULL
);

INSERT INTO deposit_method (kind, vendor, name, payee, min_cents, max_cents, sequence) VALUES
  ('bank', 'UnionPay', 'ICBC', NULL, 10000, 5000000, 1),
  ('bank', 'UnionPay', 'China Construction Bank', NULL, 10000, 5000000, 2),
  ('bank', 'FastBank', 'Bank of China', NULL, 10000, 2000000, 3),
  ('manual', 'Transfer', 'Manual bank transfer', 'ICBC 6222 0000 1234 5678 (Demo Merchant Ltd)', 5000, 10000000, 4),
  ('gateway', 'PayGate', 'Online payment', NULL, 1000, 1000000, 5),
  ('ewallet', 'Alipay', 'Alipay', NULL, 1000, 500000, 6),
  ('ewallet', 'WeChat', 'WeChat Pay', NULL, 1000, 500000, 7);

CREATE TABLE deposit_order (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  method_id INTEGER NOT NULL REFERENCES deposit_method (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  -- A deposit promotion the member accepted; its bonus is credited with the approval.
  promotion_id INTEGER REFERENCES promotion (id),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  -- The form's key: a second post with the same key answers this order instead of making another.
  idempotency_key TEXT NOT NULL,
  -- The secret in the provider page's address, so an order id alone cannot approve it.
  provider_ref TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  decided_at TEXT,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX deposit_order_member ON deposit_order (member_id, created_at);
