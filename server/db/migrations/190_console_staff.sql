-- The operator console's staff (server/console): named staff users with a role and a brand scope,
-- their sessions, their scoped API tokens, and the append-only audit log of every console action.

CREATE TABLE staff (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  -- stored lower-case: sign-in is case-insensitive, two staff never differ only by case
  username text NOT NULL UNIQUE CHECK (username = lower(username) AND username ~ '^[a-z0-9._-]{3,40}$'),
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 80),
  role text NOT NULL CHECK (role IN ('administrator', 'cashier', 'support', 'content', 'readonly')),
  -- null: every brand (present and future); else the brand ids the member works on
  brands text[] CHECK (brands IS NULL OR cardinality(brands) > 0),
  password_hash text NOT NULL,
  -- the TOTP secret (base32); null until the member enrols (and again after a reset)
  totp_secret text,
  -- a secret offered at enrolment, made the secret once a code from it is verified
  totp_pending_secret text,
  -- the last time step a code was accepted for: a code of that step or earlier is refused (no replay)
  totp_last_step bigint,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  locked_until timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A signed-in browser: the cookie holds the token, the table its sha-256. `stage` is `second-factor`
-- or `enrol` between the password and the code, `signed-in` after it. Expiry is read against the
-- server's clock: idle (last_seen_at) and absolute (created_at) limits live in server/console/auth.
CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id text NOT NULL REFERENCES staff (id),
  stage text NOT NULL CHECK (stage IN ('second-factor', 'enrol', 'signed-in')),
  -- sent back by the client in a header on every write (CSRF: a cross-site form cannot read it)
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz,
  ended_reason text CHECK (ended_reason IN ('sign-out', 'expired', 'disabled', 'second-factor-reset', 'role-changed'))
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id) WHERE ended_at IS NULL;

-- Tokens for automation against /console/api: a name, a role-like scope and brands; shown once,
-- stored as sha-256, revocable.
CREATE TABLE staff_api_tokens (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  token_hash text NOT NULL UNIQUE,
  role text NOT NULL CHECK (role IN ('administrator', 'cashier', 'support', 'content', 'readonly')),
  brands text[] CHECK (brands IS NULL OR cardinality(brands) > 0),
  created_by text NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);

-- Every console action and every staff sign-in, sign-out and failure: who, when, brand, what, before
-- and after. Rows are never changed or removed (the trigger below refuses it).
CREATE TABLE console_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  -- a staff id, `token:<id>` for an API token, null for a failure by an unknown username
  staff_id text,
  -- the username (or `token:<name>`) as it was at the time
  actor text NOT NULL,
  tenant text,
  action text NOT NULL,
  target text,
  before jsonb,
  after jsonb
);
CREATE INDEX console_audit_at ON console_audit (at DESC, id DESC);
CREATE INDEX console_audit_staff ON console_audit (staff_id, at DESC);
CREATE INDEX console_audit_tenant ON console_audit (tenant, at DESC);
CREATE INDEX console_audit_action ON console_audit (action, at DESC);

CREATE FUNCTION console_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'console_audit is append-only';
END $$;

CREATE TRIGGER console_audit_no_change BEFORE UPDATE OR DELETE ON console_audit
  FOR EACH ROW EXECUTE FUNCTION console_audit_append_only();
CREATE TRIGGER console_audit_no_truncate BEFORE TRUNCATE ON console_audit
  FOR EACH STATEMENT EXECUTE FUNCTION console_audit_append_only();
