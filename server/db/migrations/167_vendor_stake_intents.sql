-- A vendor writes down each real-money stake before it asks the operator to debit it, and marks it
-- recorded in the same transaction as the round or ticket it pays for. A stake still pending after
-- the settlement window (the process died between the debit and the record, or the debit's answer
-- was lost) is rolled back through the seamless wallet by the sweep (server/vendors/stake-intents.ts),
-- the way real vendors' rollback calls work; the rollback's transaction id is fixed, so every
-- process may send it and the operator applies it once.
CREATE TABLE vendor_stake_intents (
  vendor_code text NOT NULL,
  bet_transaction_id text NOT NULL,
  round_id text NOT NULL,
  operator_session text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  -- pending | recorded | rolling_back (claimed by the sweep) | refunded
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  PRIMARY KEY (vendor_code, bet_transaction_id)
);
CREATE INDEX vendor_stake_intents_pending_ix ON vendor_stake_intents (created_at) WHERE status IN ('pending', 'rolling_back');
