-- Accounts extras: captchas, one-time SMS codes, the outbox of SMS and e-mails, login throttling,
-- e-mailed temporary passwords and the agent contracts awaiting confirmation.
ALTER TABLE members ADD COLUMN reset_hash TEXT;
ALTER TABLE members ADD COLUMN reset_expires_at INTEGER;

CREATE TABLE captchas (
  id TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- purpose: register (REGMOBVERF3) or nologin (password reset and SMS login, VERIFICATION3).
CREATE TABLE verification_codes (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL,
  dialing_code TEXT NOT NULL,
  mobile_num TEXT NOT NULL,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX verification_codes_mobile ON verification_codes (mobile_num, purpose);

-- Delivered messages: the reference backend has no SMS or mail gateway; operators and tests read them here.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (recipient);

-- Failed logins and code requests per key ("account:<name>", "address:<ip>") in a sliding window.
CREATE TABLE throttle_events (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX throttle_events_key ON throttle_events (key, at);

-- Contracts an agent has been offered and not yet confirmed (the dividend info of the spec).
CREATE TABLE member_contracts (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  dailysalreqtype TEXT NOT NULL DEFAULT '',
  divtypecompperiodreq TEXT NOT NULL DEFAULT '',
  contracthoursalreq TEXT NOT NULL DEFAULT ''
);
