-- Where a member registered from (accounts §4 registerMethod): the app (APP), the mobile web (H5), an
-- iOS home-screen web clip (WEBCLIP) or an installed web app (PWA), and the site's host, so installs
-- are attributed. Members made otherwise (seed, agents' downlines, trial players) have none.
ALTER TABLE members ADD COLUMN register_method TEXT CHECK (register_method IN ('APP', 'H5', 'WEBCLIP', 'PWA'));
ALTER TABLE members ADD COLUMN register_url TEXT;
