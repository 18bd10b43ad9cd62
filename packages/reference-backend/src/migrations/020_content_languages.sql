-- Popups and banners per language, as notices are since 014: a merchant writes the home page's
-- backend texts in each language it serves. The list answers in the request's language (the
-- Language header) and falls back to the row's own text; a banner's generated image draws its title
-- in the language its address names.
CREATE TABLE popup_text (
  popup_id INTEGER NOT NULL REFERENCES popup(id),
  language TEXT NOT NULL,                -- upper-case platform code: CN, VI, ...
  title TEXT NOT NULL,
  content TEXT NOT NULL,                 -- HTML, sanitised by the BFF before rendering
  PRIMARY KEY (popup_id, language)
);

CREATE TABLE banner_text (
  banner_id INTEGER NOT NULL REFERENCES banner(id),
  language TEXT NOT NULL,
  title TEXT NOT NULL,                   -- drawn on the generated image
  PRIMARY KEY (banner_id, language)
);
