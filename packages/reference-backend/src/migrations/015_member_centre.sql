-- Member centre (issue 11): the member's own profile fields and avatar, VIP levels with their
-- benefits, and lottery orders (an order of sub-orders; a sub-order may be cancelled while its draw
-- is open). Bet records of the demo games are the spins table (007); the account record and the
-- profit-and-loss report read the ledger (010, 011).
ALTER TABLE members ADD COLUMN payee_name TEXT;

-- One avatar per member: the checked image bytes (PNG or JPEG, at most 5 MB).
CREATE TABLE member_avatar (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  data BLOB NOT NULL CHECK (length(data) <= 5242880),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- VIP levels: a member reaches a level by total stake (or holds it by club label), and each level
-- names its benefits. name matches members.club_label ("VIP3").
CREATE TABLE vip_level (
  level INTEGER PRIMARY KEY CHECK (level >= 0),
  name TEXT NOT NULL UNIQUE,
  required_stake_cents INTEGER NOT NULL CHECK (required_stake_cents >= 0),
  upgrade_bonus_cents INTEGER NOT NULL DEFAULT 0,
  birthday_bonus_cents INTEGER NOT NULL DEFAULT 0,
  rebate_permille INTEGER NOT NULL DEFAULT 0,
  daily_withdrawals INTEGER NOT NULL DEFAULT 3
);
INSERT INTO vip_level (level, name, required_stake_cents, upgrade_bonus_cents, birthday_bonus_cents, rebate_permille, daily_withdrawals) VALUES
  (0, 'VIP0', 0, 0, 0, 2, 3),
  (1, 'VIP1', 100000, 1800, 1000, 3, 5),
  (2, 'VIP2', 500000, 5800, 3800, 4, 5),
  (3, 'VIP3', 2000000, 18800, 8800, 5, 10),
  (4, 'VIP4', 10000000, 58800, 18800, 6, 10),
  (5, 'VIP5', 50000000, 188800, 58800, 8, 20);

CREATE TABLE lottery_order (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  game_id INTEGER NOT NULL REFERENCES lottery_game (game_id),
  -- The draw the order is for, and when that draw stops taking (and cancelling) bets.
  issue TEXT NOT NULL,
  closes_at INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE INDEX lottery_order_member ON lottery_order (member_id, created_at);

CREATE TABLE lottery_sub_order (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES lottery_order (id),
  numbers TEXT NOT NULL,
  stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'cancelled', 'won', 'lost')),
  win_cents INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX lottery_sub_order_order ON lottery_sub_order (order_id);
