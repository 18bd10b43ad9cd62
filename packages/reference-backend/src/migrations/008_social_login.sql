-- Social login through the reference phone-auth provider ("reference"): the one-time id tokens its
-- consent page hands out (stored as SHA-256 hashes) and the identities linked to members.
CREATE TABLE oauth_id_tokens (
  token_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  identity TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE member_identities (
  provider TEXT NOT NULL,
  identity TEXT NOT NULL COLLATE NOCASE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (provider, identity)
);
CREATE INDEX member_identities_member ON member_identities (member_id);
