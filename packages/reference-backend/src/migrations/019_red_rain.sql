-- Red-envelope rain (issue 12, docs/decisions/0033): an operator's schedule of rains, each a window
-- in which a member may grab a number of envelopes of a fixed amount. A grab is one ledger row of
-- kind 'bonus' (its key is ledger_key, unique), so an envelope is credited once.
CREATE TABLE red_rain (
  id INTEGER PRIMARY KEY,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at > starts_at),
  envelope_cents INTEGER NOT NULL CHECK (envelope_cents > 0),
  envelopes_per_member INTEGER NOT NULL CHECK (envelopes_per_member > 0)
);
CREATE INDEX red_rain_window ON red_rain (starts_at, ends_at);

CREATE TABLE red_rain_grab (
  id INTEGER PRIMARY KEY,
  rain_id INTEGER NOT NULL REFERENCES red_rain (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  envelope INTEGER NOT NULL CHECK (envelope > 0),
  amount_cents INTEGER NOT NULL,
  ledger_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (rain_id, member_id, envelope)
);
CREATE INDEX red_rain_grab_member ON red_rain_grab (member_id, created_at);
