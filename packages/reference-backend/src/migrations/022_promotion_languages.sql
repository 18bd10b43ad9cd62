-- Promotions and rewards per language, as notices (014), popups and banners (020) are: a merchant
-- writes each promotion in the languages it serves. The row's own title and content are its English
-- text. The promotions list answers in the request's language (the Language header), else in the
-- merchant's default language, else in English; the promotion's image is drawn in the language of the
-- text it goes with (its address names that language).
CREATE TABLE promotion_text (
  promotion_id INTEGER NOT NULL REFERENCES promotion(id) ON DELETE CASCADE, -- goes with its promotion
  language TEXT NOT NULL,                -- upper-case platform code: KO, CN, VI, ... (never EN)
  title TEXT NOT NULL,                   -- also drawn on the promotion's images
  content TEXT NOT NULL,                 -- HTML, sanitised by the BFF before rendering
  PRIMARY KEY (promotion_id, language)
);

-- A reward's title (the reward centre's line) per language, the same way.
CREATE TABLE reward_text (
  reward_id INTEGER NOT NULL REFERENCES reward(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (reward_id, language)
);
