-- Accounts: members, sessions, login failures, SMS codes, captchas, the dev outbox, rank ladder.
-- Times are written by the server (UTC timestamptz). See server/accounts/README.md.

CREATE TABLE members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  merchant_code text NOT NULL,
  username text NOT NULL,
  -- spec §6: 0, 4, 40 plain players; other types players with agent rights
  member_type integer NOT NULL DEFAULT 0,
  -- player (any type above); agent = agent only, no player wallet; staff = non-member account
  account_kind text NOT NULL DEFAULT 'player' CHECK (account_kind IN ('player', 'agent', 'staff')),
  password_hash text,
  temp_password_hash text,
  temp_password_expires_at timestamptz,
  country_dialing_code text,
  mobile_num text,
  email text,
  nickname text,
  payee_name text,
  birthday text,
  profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  affiliate_code text,
  referrer_id integer REFERENCES members (id),
  register_method text,
  register_url text,
  identity_provider text,
  identity_subject text,
  trial boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX members_username_uq ON members (merchant_code, lower(username));
CREATE UNIQUE INDEX members_mobile_uq ON members (merchant_code, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE UNIQUE INDEX members_email_uq ON members (merchant_code, lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate_uq ON members (merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE UNIQUE INDEX members_identity_uq ON members (merchant_code, identity_provider, identity_subject) WHERE identity_subject IS NOT NULL;

CREATE TABLE sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  member_id integer NOT NULL REFERENCES members (id),
  tenant_id text NOT NULL,
  merchant_code text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  -- logout | replaced (a newer login) | password (password reset)
  revoked_reason text
);
CREATE INDEX sessions_member_idx ON sessions (member_id) WHERE revoked_at IS NULL;

CREATE TABLE login_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  account_key text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX login_failures_account_idx ON login_failures (tenant_id, account_key, created_at);
CREATE INDEX login_failures_address_idx ON login_failures (tenant_id, address, created_at);

CREATE TABLE sms_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  mobile text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'reset')),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_mobile_idx ON sms_codes (tenant_id, mobile, created_at);

CREATE TABLE captchas (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  answer_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- What the server would send: testers read it with `npm run ops -- outbox`.
CREATE TABLE outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_tenant_idx ON outbox (tenant_id, id);

-- The VIP rank ladder and the counters it reads (wallet and game records add to the counters).
CREATE TABLE rank_levels (
  label_id text PRIMARY KEY,
  position integer NOT NULL UNIQUE,
  deposits_required integer NOT NULL,
  bets_required integer NOT NULL
);
INSERT INTO rank_levels (label_id, position, deposits_required, bets_required) VALUES
  ('VIP0', 0, 0, 0), ('VIP1', 1, 1, 10), ('VIP2', 2, 3, 50), ('VIP3', 3, 10, 200), ('VIP4', 4, 30, 1000);

CREATE TABLE member_activity (
  member_id integer PRIMARY KEY REFERENCES members (id),
  deposits integer NOT NULL DEFAULT 0,
  bets integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL
);
