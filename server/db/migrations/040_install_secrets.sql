-- Per-installation secrets (e.g. the development identity provider's signing key), made at random
-- on first use and kept beside the data, so no secret is a constant in the source. Shared by every
-- server process on one database.
CREATE TABLE install_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Identity-provider id tokens already used for a sign-in (single use), kept until they expire.
CREATE TABLE identity_token_uses (
  token_hash text PRIMARY KEY,
  tenant_id text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX identity_token_uses_expires_idx ON identity_token_uses (expires_at);
