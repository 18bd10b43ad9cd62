-- Members and their sessions (accounts area). Passwords are scrypt hashes; tokens are random and
-- expire; trial players are members of type 4.
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL UNIQUE COLLATE NOCASE,
  nickname TEXT,
  password_hash TEXT NOT NULL,
  -- 0, 1, 2 real accounts; 4 trial; agents other types; 40, 41, 42 as the spec uses them.
  type INTEGER NOT NULL,
  mobile_dialing_code TEXT,
  mobile_num TEXT,
  email TEXT,
  club_label TEXT,
  parent_id INTEGER REFERENCES members(id),
  affiliate_code TEXT UNIQUE,
  -- Wallet balance in minor units (cents), so sums never drift.
  balance_cents INTEGER NOT NULL DEFAULT 0,
  first_time_login INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX members_mobile ON members (mobile_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;

CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sessions_member ON sessions (member_id);
