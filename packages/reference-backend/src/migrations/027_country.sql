-- The merchant's countries for the dialing-code pickers (accounts §7 "System country"): the country's
-- code, its dialing code and its place in the list (the first is the picker's default). The front end
-- offers what this list says.
CREATE TABLE country (
  country_code TEXT PRIMARY KEY CHECK (length(country_code) = 2),
  dialing_code TEXT NOT NULL CHECK (dialing_code GLOB '[0-9]*' AND length(dialing_code) BETWEEN 1 AND 4),
  sequence INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1))
);
INSERT INTO country (country_code, dialing_code, sequence) VALUES
  ('CN', '86', 1), ('KR', '82', 2), ('JP', '81', 3), ('VN', '84', 4), ('PH', '63', 5), ('TH', '66', 6),
  ('ID', '62', 7), ('MY', '60', 8), ('IN', '91', 9), ('BR', '55', 10), ('ES', '34', 11), ('US', '1', 12);
