-- Announcements: banners, notices, popups and promotions (GET /wps/relay/MCSFE_getListAnnouncements).

CREATE TABLE banner (
  id INTEGER PRIMARY KEY,
  group_name TEXT NOT NULL CHECK (group_name IN ('m_home', 'm_leftmenu', 'm_reg')),
  title TEXT NOT NULL,                   -- drawn on the generated image
  link TEXT,                             -- an in-site path, or null
  sequence INTEGER NOT NULL
);

-- Player (PL) and agent (A) notices; is_hot puts one in the "hot" list too.
CREATE TABLE notice (
  id INTEGER PRIMARY KEY,
  audience TEXT NOT NULL CHECK (audience IN ('PL', 'A')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,                 -- HTML, sanitised by the BFF before rendering
  start_date TEXT NOT NULL,              -- "YYYY-MM-DD HH:mm:ss"
  type INTEGER NOT NULL,
  is_hot INTEGER NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
  sequence INTEGER NOT NULL
);

CREATE TABLE popup (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  promotion_type TEXT,
  execution TEXT NOT NULL CHECK (execution IN ('A', 'B', 'F')),  -- logged in, anonymous, first login
  sequence INTEGER NOT NULL
);

CREATE TABLE promotion (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('new_player', 'deposit_promo', 'app_download', 'rng_promo',
    'live_promo', 'pvp_promo', 'sport_promo', 'fish_promo', 'lotto_promo', 'rebate_promo',
    'player_rank_rules', 'point_mall', 'other_promo')),
  content TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT,
  no_expiry INTEGER NOT NULL DEFAULT 0 CHECK (no_expiry IN (0, 1)),
  sequence INTEGER NOT NULL
);

CREATE TABLE promotion_image (
  id INTEGER PRIMARY KEY,                -- served as /images/promotions/<id>.svg
  promotion_id INTEGER NOT NULL REFERENCES promotion (id),
  sequence INTEGER NOT NULL,
  UNIQUE (promotion_id, sequence)
);
