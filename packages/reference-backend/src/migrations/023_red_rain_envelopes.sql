-- An operator schedules a red-envelope rain as a total amount split into a number of envelopes
-- (issue 12, docs/decisions/0038): `envelope_count` is how many envelopes the whole rain holds, so no
-- more are grabbed than the total pays for. Rains made before (the seed's) hold NULL: no overall cap,
-- only their envelopes per member.
ALTER TABLE red_rain ADD COLUMN envelope_count INTEGER CHECK (envelope_count IS NULL OR envelope_count > 0);
