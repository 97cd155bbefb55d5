-- Seamless wallet, operator side (server/wallet/seamless): the game sessions opened from redeemed
-- launches, and every vendor transaction id once (idempotency: a retry answers the first result
-- and moves no money). The vendor secrets derive from install_secrets 'seamless' (migration 040).

CREATE TABLE seamless_sessions (
  token_hash text PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  vendor_code text NOT NULL,
  game_code text NOT NULL,
  node_id text,
  game_type text NOT NULL,
  free_play boolean NOT NULL,
  language text NOT NULL,
  return_url text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX seamless_sessions_member_ix ON seamless_sessions (member_id);

CREATE TABLE seamless_transactions (
  vendor_code text NOT NULL,
  transaction_id text NOT NULL,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  round_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  reference_transaction_id text,
  ledger_tx_id bigint,
  -- a bet later rolled back is marked here
  rolled_back boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (vendor_code, transaction_id)
);
CREATE INDEX seamless_transactions_ref_ix ON seamless_transactions (vendor_code, reference_transaction_id)
  WHERE reference_transaction_id IS NOT NULL;
