-- The platform a session started on (issue 49 item 10): the app ('app', the app's shell) or the
-- mobile web ('html5', games §7's platform constant), told at login and registration. The
-- app-download bonus is paid to app sessions only. Sessions made before, or without it, are web.
ALTER TABLE sessions ADD COLUMN platform TEXT NOT NULL DEFAULT 'html5' CHECK (platform IN ('html5', 'app'));
