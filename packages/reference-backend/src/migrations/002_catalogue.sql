-- The game catalogue: categories, vendors, which vendors each category lists, games, winners.

CREATE TABLE game_category (
  game_type TEXT PRIMARY KEY,
  sequence INTEGER NOT NULL UNIQUE
);

CREATE TABLE vendor (
  code TEXT PRIMARY KEY,                 -- "vassalage" in the platform's words
  display_name TEXT NOT NULL,
  account_type_name TEXT NOT NULL,       -- names the vendor icons: <accountTypeName>-COLOR.svg
  color TEXT NOT NULL,                   -- background of the generated images
  sport_type TEXT CHECK (sport_type IN ('sports', 'esports', 'cockfight'))
);

-- The category's vendor strip, in display order.
CREATE TABLE vendor_category (
  game_type TEXT NOT NULL REFERENCES game_category (game_type),
  vendor_code TEXT NOT NULL REFERENCES vendor (code),
  sequence INTEGER NOT NULL,
  PRIMARY KEY (game_type, vendor_code)
);

CREATE TABLE game_classify (
  code TEXT PRIMARY KEY CHECK (code IN ('JP', 'SC', 'VP', 'TG', 'AC')),
  display_name TEXT NOT NULL
);

CREATE TABLE game (
  game_id INTEGER PRIMARY KEY,
  game_name TEXT NOT NULL,
  node_id TEXT NOT NULL UNIQUE,          -- favourites are kept by node id
  node_name TEXT NOT NULL,
  vassalage TEXT NOT NULL REFERENCES vendor (code),
  game_type TEXT NOT NULL REFERENCES game_category (game_type),
  show_icon INTEGER NOT NULL DEFAULT 1,
  is_hot INTEGER NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
  support_play INTEGER NOT NULL DEFAULT 1,
  game_classify TEXT REFERENCES game_classify (code),
  game_classify_new TEXT,
  min_bet REAL NOT NULL CHECK (min_bet IN (0.01, 0.05, 0.1, 0.5, 0.75, 1)),
  min_line INTEGER,
  room_id TEXT,
  is_game_h5 INTEGER NOT NULL DEFAULT 1,
  freeplay INTEGER NOT NULL DEFAULT 0 CHECK (freeplay IN (0, 1)),
  lotto_mode TEXT,
  game_code TEXT NOT NULL,
  play_type TEXT NOT NULL CHECK (play_type IN ('Tradition', 'Entertainment')),
  is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  -- 0 = a trial-only entry (the SPORTS trial lobby): launchable, never listed.
  listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1)),
  sort_order INTEGER NOT NULL
);
CREATE INDEX game_list_order ON game (listed, sort_order, game_id);
CREATE INDEX game_by_type ON game (game_type, sort_order, game_id);
CREATE INDEX game_by_vendor ON game (vassalage, game_type);

-- Seeded big wins for the latest-winners board; names are stored already masked.
CREATE TABLE winner (
  id INTEGER PRIMARY KEY,
  game_id INTEGER NOT NULL REFERENCES game (game_id),
  customer_name TEXT NOT NULL,
  win_amount REAL NOT NULL,
  game_time TEXT NOT NULL                -- "YYYY-MM-DD HH:mm:ss"
);
CREATE INDEX winner_by_amount ON winner (win_amount DESC);
