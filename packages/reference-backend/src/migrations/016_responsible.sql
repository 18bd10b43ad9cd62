-- Responsible gambling (issue 11, docs/decisions/0028). A member's limits: the value in force (NULL:
-- none) and a looser value that waits 24 hours (pending_at set; pending_value NULL removes the limit).
CREATE TABLE responsible_limits (
  member_id INTEGER NOT NULL REFERENCES members (id),
  name TEXT NOT NULL CHECK (name IN (
    'deposit.day', 'deposit.week', 'deposit.month', 'loss.day', 'loss.week', 'loss.month', 'session'
  )),
  value INTEGER CHECK (value IS NULL OR value >= 0),
  pending_value INTEGER CHECK (pending_value IS NULL OR pending_value >= 0),
  pending_at INTEGER,
  PRIMARY KEY (member_id, name)
);

-- The reality-check interval (minutes; NULL: off) and a break or self-exclusion with its end
-- (epoch ms); the end only ever moves later.
CREATE TABLE responsible_settings (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  reality_check_minutes INTEGER CHECK (reality_check_minutes IS NULL OR reality_check_minutes > 0),
  exclusion_kind TEXT CHECK (exclusion_kind IN ('break', 'selfExclusion')),
  exclusion_until INTEGER
);

-- How many reality-check intervals of a session (since its login) the member has seen.
ALTER TABLE sessions ADD COLUMN reality_acknowledged INTEGER NOT NULL DEFAULT 0;
