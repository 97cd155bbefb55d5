-- VIP benefits paid (issue 11): one row per (player, benefit, occasion), written in the same
-- transaction as its ledger posting (tx_id); the money itself is the ledger. The occasion key is
-- the rank's labelId (upgrade bonus: once per rank reached), the period start (turnover rebate:
-- once per period) or the year (birthday bonus: once a year). A withheld row (responsible
-- gambling: the player was excluded at pay time) pays nothing and is never paid later.
CREATE TABLE vip_benefit_payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('upgrade', 'rebate', 'birthday')),
  occasion text NOT NULL,
  label_id text NOT NULL,
  period_start timestamptz,
  period_end timestamptz,
  base bigint NOT NULL DEFAULT 0 CHECK (base >= 0),
  amount bigint NOT NULL CHECK (amount >= 0),
  withheld boolean NOT NULL DEFAULT false,
  tx_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  -- a paid row gets its tx_id in the transaction that writes it (row first: the unique key is the lock)
  CONSTRAINT vip_benefit_paid_or_withheld CHECK ((withheld AND tx_id IS NULL AND amount = 0) OR (NOT withheld AND amount > 0))
);
CREATE UNIQUE INDEX vip_benefit_payments_once_uq ON vip_benefit_payments (tenant_id, member_id, kind, occasion);
CREATE INDEX vip_benefit_payments_member_idx ON vip_benefit_payments (member_id, id DESC);
