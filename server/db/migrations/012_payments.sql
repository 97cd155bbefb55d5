-- Deposits, withdrawals, bank cards, the security centre and the demo payment gateway.
-- Money itself only moves in the ledger (010); these rows are the requests and their states, each
-- pointing at the ledger transactions that carried it out. See server/wallet/README.md.

CREATE TABLE bank_cards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  bank_code text NOT NULL,
  account_name text NOT NULL,
  account_no text NOT NULL,
  created_at timestamptz NOT NULL,
  removed_at timestamptz
);
CREATE UNIQUE INDEX bank_cards_live_uq ON bank_cards (member_id, account_no) WHERE removed_at IS NULL;

-- Deposit promotions a player accepted for their next deposit (one open acceptance at a time).
CREATE TABLE deposit_promo_acceptances (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  promo_id text NOT NULL,
  accepted_at timestamptz NOT NULL,
  used_by_deposit bigint
);
CREATE UNIQUE INDEX deposit_promo_open_uq ON deposit_promo_acceptances (member_id) WHERE used_by_deposit IS NULL;

CREATE TABLE deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  -- manual: a bank transfer an operator approves; gateway: paid on the demo gateway
  method text NOT NULL CHECK (method IN ('manual', 'gateway')),
  -- BANK, ALIPAY, QQ, WECHAT
  channel text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'credited', 'rejected')),
  -- manual: the receiving bank and the payer's name; gateway: its order number
  bank_code text,
  payer_name text,
  reference text NOT NULL,
  promo_id text,
  request_id text NOT NULL,
  ledger_tx_id bigint REFERENCES ledger_transactions (id),
  bonus_tx_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by text,
  note text
);
CREATE UNIQUE INDEX deposits_request_uq ON deposits (member_id, request_id);
CREATE UNIQUE INDEX deposits_reference_uq ON deposits (tenant_id, reference);
CREATE INDEX deposits_member_idx ON deposits (member_id, created_at DESC);
CREATE INDEX deposits_pending_idx ON deposits (tenant_id, status, created_at);

CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  bank_card_id integer NOT NULL REFERENCES bank_cards (id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
  request_id text NOT NULL,
  lock_tx_id bigint NOT NULL REFERENCES ledger_transactions (id),
  final_tx_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by text,
  note text
);
CREATE UNIQUE INDEX withdrawals_request_uq ON withdrawals (member_id, request_id);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_pending_idx ON withdrawals (tenant_id, status, created_at);

-- The security centre's settings per member.
CREATE TABLE member_security (
  member_id integer PRIMARY KEY REFERENCES members (id),
  -- the withdrawal (fund) password; also asked as the payment password
  fund_password_hash text,
  fund_password_failures integer NOT NULL DEFAULT 0,
  fund_password_locked_until timestamptz,
  -- [{ questionId, answerHash }]
  security_questions jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- none | pending | verified | rejected
  real_name_status text NOT NULL DEFAULT 'none' CHECK (real_name_status IN ('none', 'pending', 'verified', 'rejected')),
  real_name text,
  id_number text,
  updated_at timestamptz NOT NULL
);

-- One-time codes (SMS or e-mail through the outbox) to reset the withdrawal password.
CREATE TABLE security_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  purpose text NOT NULL CHECK (purpose IN ('fund-password-reset')),
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX security_codes_member_idx ON security_codes (member_id, created_at DESC);

-- Real-name verification images (ID front, back, selfie), checked by content.
CREATE TABLE real_name_uploads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('front', 'back', 'selfie')),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX real_name_uploads_member_idx ON real_name_uploads (member_id, kind, created_at DESC);

-- The demo payment gateway's own orders (it is a separate party: it only knows its order, the
-- amount, where to call back and where to send the player).
CREATE TABLE gateway_orders (
  order_no text PRIMARY KEY,
  tenant_id text NOT NULL,
  merchant_reference text NOT NULL,
  channel text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid')),
  callback_path text NOT NULL,
  return_path text NOT NULL,
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  callbacks integer NOT NULL DEFAULT 0
);
