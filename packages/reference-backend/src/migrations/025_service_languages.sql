-- Help entries, inbox messages and deposit method names per language, as notices (014), popups and
-- banners (020) and promotions (022) are: the platform answers them in the visitor's language. The
-- row's own text is its English one. Each list answers in the request's language (the Language
-- header), else in the merchant's default language, else in English.
CREATE TABLE help_entry_text (
  entry_id INTEGER NOT NULL REFERENCES help_entry(id) ON DELETE CASCADE,
  language TEXT NOT NULL,                -- upper-case platform code: KO, CN, VI, ... (never EN)
  title TEXT NOT NULL,
  content TEXT NOT NULL,                 -- HTML, sanitised by the BFF before rendering
  PRIMARY KEY (entry_id, language)
);

CREATE TABLE inbox_message_text (
  message_id INTEGER NOT NULL REFERENCES inbox_message(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (message_id, language)
);

CREATE TABLE deposit_method_text (
  method_id INTEGER NOT NULL REFERENCES deposit_method(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (method_id, language)
);
