-- The date of birth of a real-name check (accounts §5 locale texts: "birthday check for 21 years";
-- issue 48 item 7): YYYY-MM-DD as on the document. Checks sent before it was asked keep none.
ALTER TABLE real_name ADD COLUMN birth_date TEXT CHECK (birth_date IS NULL OR length(birth_date) = 10);
