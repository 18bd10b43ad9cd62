-- Agent area (issue 12). Team figures are never stored: they are queries over members (parent_id,
-- created_at), sessions (a login is a session's start) and the ledger (bet, win, deposit rows).
-- Stored here only what an agent decides: each member's rebate (per mille of turnover, one decimal
-- of a percent), the affiliate links agents hand out, and the contracts operators offer them.
ALTER TABLE members ADD COLUMN rebate_permille INTEGER NOT NULL DEFAULT 0 CHECK (rebate_permille >= 0);

CREATE INDEX members_parent ON members (parent_id);
CREATE INDEX sessions_started ON sessions (member_id, created_at);

-- An agent's extra affiliate links: a registration through one joins the agent's team with its rebate.
CREATE TABLE affiliate_link (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  rebate_permille INTEGER NOT NULL CHECK (rebate_permille >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX affiliate_link_member ON affiliate_link (member_id);

-- A contract an operator offers an agent: daily salary, dividend or hourly salary, with its tiers
-- (JSON [{ "thresholdCents", "ratePermille" }]). While one is offered, member_contracts holds its id
-- in the matching field (the spec's dividend info), so the contract check offers its page.
CREATE TABLE contract_offer (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL CHECK (kind IN ('salary', 'dividend', 'hour')),
  tiers TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'offered' CHECK (state IN ('offered', 'accepted', 'declined')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  decided_at TEXT
);
CREATE INDEX contract_offer_member ON contract_offer (member_id, kind, state);
