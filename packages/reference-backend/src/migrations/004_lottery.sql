-- Lottery schedules for the LOTT and ELOTT games of the catalogue (the raw-JSON /lgw/* calls).

CREATE TABLE lottery_menu (
  id INTEGER PRIMARY KEY,
  prize_mode TEXT NOT NULL CHECK (prize_mode IN ('Lott', 'ZY', 'Elott')),
  name TEXT NOT NULL,
  sequence INTEGER NOT NULL
);

CREATE TABLE lottery_game (
  game_id INTEGER PRIMARY KEY REFERENCES game (game_id),
  prize_mode TEXT NOT NULL CHECK (prize_mode IN ('Lott', 'ZY', 'Elott')),
  menu_id INTEGER NOT NULL REFERENCES lottery_menu (id),
  region TEXT CHECK (region IN ('NORTH', 'CENTRAL', 'SOUTH')),   -- Vietnamese regional draws only
  draw_interval_seconds INTEGER NOT NULL CHECK (draw_interval_seconds > 0),
  draw_offset_seconds INTEGER NOT NULL DEFAULT 0,                 -- e.g. a daily draw at 11:15 UTC
  result_length INTEGER NOT NULL,                                 -- digits in a draw result
  popularity INTEGER NOT NULL
);
