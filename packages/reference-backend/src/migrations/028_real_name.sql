-- Real-name verification (accounts §1, issue 23 item 18): a member sends the name on their identity
-- document and its number once; the operator verifies or rejects it; a rejected member may send again.
-- One identity number belongs to one account (a rejected one frees it).
CREATE TABLE real_name (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  real_name TEXT NOT NULL CHECK (length(real_name) BETWEEN 2 AND 50),
  id_number TEXT NOT NULL CHECK (length(id_number) BETWEEN 6 AND 20),
  status TEXT NOT NULL CHECK (status IN ('pending', 'verified', 'rejected')),
  submitted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  decided_at TEXT
);
CREATE UNIQUE INDEX real_name_id_number ON real_name (id_number) WHERE status <> 'rejected';
