-- The client a member registered from (accounts §9 "Registration clientType and platform values: see
-- the other document", games §9 "platform html5, client type 2"): the registration payload's
-- clientType and platform, kept with the member beside register_method. Members made otherwise
-- (seed, agents' downlines, trial players) and registrations that did not tell have none.
ALTER TABLE members ADD COLUMN register_client_type INTEGER CHECK (register_client_type BETWEEN 1 AND 9);
ALTER TABLE members ADD COLUMN register_platform TEXT CHECK (register_platform IN ('html5', 'app'));
