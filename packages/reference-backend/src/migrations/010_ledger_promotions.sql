-- Money (issues 10 and 11): ONE ledger. Every change of a member's wallet is a row here, written
-- together with members.balance_cents by store/ledger.ts in one transaction, so the balance always
-- equals the sum of the member's rows. Amounts are integer minor units (cents). The idempotency key
-- is what makes a credit happen once: a second post with the same key changes nothing.
CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('opening', 'bonus', 'reward', 'cashback', 'bet', 'win')),
  amount_cents INTEGER NOT NULL,
  reference TEXT NOT NULL,               -- what the move is for, e.g. "promotion:3", "reward:7"
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX ledger_member ON ledger (member_id, id);

-- Balances that existed before the ledger become its opening rows.
INSERT INTO ledger (member_id, kind, amount_cents, reference, idempotency_key)
  SELECT id, 'opening', balance_cents, 'opening balance', 'opening:' || id FROM members WHERE balance_cents <> 0;

-- What a member can do with a promotion: nothing (information only), join it, claim its bonus at
-- once, or apply for it (an operator then issues or rejects). A start date in the future reads
-- "coming soon", a past end date "Close".
ALTER TABLE promotion ADD COLUMN action TEXT NOT NULL DEFAULT 'none'
  CHECK (action IN ('none', 'join', 'claim', 'apply'));
ALTER TABLE promotion ADD COLUMN bonus_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0);

-- A member's state in a promotion (the spec's labels Joined, Claimed, Applying, Rejected, Issued,
-- Process, Signed); no row means the member has not taken part yet.
CREATE TABLE promotion_entry (
  member_id INTEGER NOT NULL REFERENCES members (id),
  promotion_id INTEGER NOT NULL REFERENCES promotion (id),
  state TEXT NOT NULL CHECK (state IN ('joined', 'claimed', 'applying', 'rejected', 'issued', 'process', 'signed')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (member_id, promotion_id)
);

-- Reward centre: rewards and cashback granted to a member, claimed into the wallet once.
CREATE TABLE reward (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('reward', 'cashback')),
  title TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  state TEXT NOT NULL DEFAULT 'available' CHECK (state IN ('available', 'claimed', 'expired')),
  created_at TEXT NOT NULL
);
CREATE INDEX reward_member ON reward (member_id, id);

-- Help centre entries; `key` names the ones other pages link to (terms, privacy).
CREATE TABLE help_entry (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE CHECK (key GLOB '[a-z]*' AND length(key) <= 32),
  title TEXT NOT NULL,
  content TEXT NOT NULL,                 -- HTML, sanitised by the BFF before rendering
  sequence INTEGER NOT NULL
);
