-- Notices per language: a merchant writes its announcements in each language it serves. The list
-- answers in the request's language (the Language header) and falls back to the notice's own text.
CREATE TABLE notice_text (
  notice_id INTEGER NOT NULL REFERENCES notice(id),
  language TEXT NOT NULL,                -- upper-case platform code: KO, JA, ES, PT
  title TEXT NOT NULL,
  content TEXT NOT NULL,                 -- HTML, sanitised by the BFF before rendering
  PRIMARY KEY (notice_id, language)
);
