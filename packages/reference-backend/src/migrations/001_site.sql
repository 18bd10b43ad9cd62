-- Site configuration read by GET /wps/system/status and changed by the operator endpoints.

-- One row: the two switches of the status gate.
CREATE TABLE site_status (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  maintenance INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1)),
  region_restriction INTEGER NOT NULL DEFAULT 0 CHECK (region_restriction IN (0, 1))
);

-- Everything else of the status "info" block, as JSON values under stable keys
-- (merchant.name, mainDomain, domainRoute, paths, mobileTemplate, register.captcha, ...).
CREATE TABLE site_setting (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL CHECK (json_valid(value))
);

-- The whitelabel flag tree; a flag with a parent is its child node.
CREATE TABLE whitelabel_flag (
  mod_id TEXT PRIMARY KEY,
  parent_mod_id TEXT REFERENCES whitelabel_flag (mod_id),
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  label TEXT NOT NULL,
  sequence INTEGER NOT NULL
);
CREATE INDEX whitelabel_flag_parent ON whitelabel_flag (parent_mod_id, sequence);

-- Customer-service links; the URL is stored plain and encrypted with its key when served.
CREATE TABLE customer_service (
  id INTEGER PRIMARY KEY,
  cs_type TEXT NOT NULL CHECK (cs_type IN ('CS', 'whatsapp', 'FACEBOOK', 'YOUTUBE', 'TELEGRAM')),
  title TEXT NOT NULL,
  url TEXT NOT NULL,
  des_key TEXT NOT NULL CHECK (length(des_key) = 8),
  sequence INTEGER NOT NULL
);

-- App downloads and social links.
CREATE TABLE site_resource (
  id INTEGER PRIMARY KEY,
  resource_type TEXT NOT NULL CHECK (resource_type IN
    ('IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'TWITTER', 'YOUTUBE', 'FACEBOOK', 'TELEGRAM')),
  url TEXT NOT NULL,
  sequence INTEGER NOT NULL
);
