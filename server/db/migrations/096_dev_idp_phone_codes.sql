-- The development identity provider's phone sign-in (issue 13): one row per code it texted (to the
-- dev outbox). `session_hash` is sha256 of the opaque sessionInfo the browser holds; the code is
-- stored hashed; 5-minute expiry, 5 tries, single use. The provider's own state, not the site's:
-- the site only ever sees the signed id token.
CREATE TABLE dev_idp_phone_codes (
  session_hash text PRIMARY KEY,
  tenant_id text NOT NULL,
  phone text NOT NULL,
  code_hash text NOT NULL,
  nonce text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX dev_idp_phone_codes_phone_idx ON dev_idp_phone_codes (tenant_id, phone, created_at);
