-- A member the operator has disabled (accounts §8: "user does not exist or is disabled"): the right
-- password no longer logs in. Set in the database itself (the tests), as the platform's back office would.
ALTER TABLE members ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
