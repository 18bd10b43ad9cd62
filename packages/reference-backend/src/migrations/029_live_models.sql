-- Live streams (accounts §1 "live streams", §7 "Live model list", CBS3; issue 23 item 18): the hosts
-- ("models") of live tables. A host on air streams from one table; watching is playing that table.
-- The studio puts hosts on and off air (the operator endpoint stands in for it).
CREATE TABLE live_model (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  game_id INTEGER NOT NULL REFERENCES game (game_id),
  on_air INTEGER NOT NULL DEFAULT 0 CHECK (on_air IN (0, 1)),
  viewers INTEGER NOT NULL DEFAULT 0 CHECK (viewers >= 0),
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX live_model_order ON live_model (on_air DESC, viewers DESC, sort_order);
