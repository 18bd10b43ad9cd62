-- Playing games (games area): favourites and recent games per member, launch tickets of the demo
-- game page, its spins, and the refusals a launch can meet (vendor maintenance, region, open rounds).

CREATE TABLE favourites (
  member_id INTEGER NOT NULL REFERENCES members (id),
  node_id TEXT NOT NULL REFERENCES game (node_id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

-- One row per member and game: a new launch moves the game to the front.
CREATE TABLE recent_games (
  member_id INTEGER NOT NULL REFERENCES members (id),
  game_id INTEGER NOT NULL REFERENCES game (game_id),
  played_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_games_by_time ON recent_games (member_id, played_at DESC);

-- A launch answers a URL holding one of these: the demo game page reads who plays what from it.
CREATE TABLE launch_tickets (
  ticket TEXT PRIMARY KEY,
  game_id INTEGER NOT NULL REFERENCES game (game_id),
  mode TEXT NOT NULL CHECK (mode IN ('real', 'trial')),
  -- Real play: the session that launched; the page ends when that session ends.
  session_token TEXT REFERENCES sessions (token),
  -- Trial play: demo credits kept on the ticket, never in a wallet.
  trial_balance_cents INTEGER,
  lobby_url TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE spins (
  id INTEGER PRIMARY KEY,
  ticket TEXT NOT NULL REFERENCES launch_tickets (ticket),
  member_id INTEGER REFERENCES members (id),
  game_id INTEGER NOT NULL REFERENCES game (game_id),
  stake_cents INTEGER NOT NULL,
  win_cents INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

-- A round the member left open in a game; launching another game is refused until it is finished.
CREATE TABLE unfinished_rounds (
  member_id INTEGER NOT NULL REFERENCES members (id),
  game_id INTEGER NOT NULL REFERENCES game (game_id),
  PRIMARY KEY (member_id, game_id)
);

ALTER TABLE vendor ADD COLUMN maintenance INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1));
ALTER TABLE vendor ADD COLUMN region_restricted INTEGER NOT NULL DEFAULT 0 CHECK (region_restricted IN (0, 1));
