-- Betting records: one order per (brand, vendor, round, member), written by the vendors' rounds
-- (seamless bet/win/rollback) through server/wallet/bet-orders.ts. Stakes and wins are minor units;
-- the money itself moves in the ledger (bet_tx_id / win_tx_id point at the last transactions).

CREATE TABLE bet_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  vendor_code text NOT NULL,
  game_code text NOT NULL,
  node_id text,
  game_type text NOT NULL,
  round_id text NOT NULL,
  stake bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'cancelled', 'rolled_back')),
  bet_tx_id bigint REFERENCES ledger_transactions (id),
  win_tx_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE UNIQUE INDEX bet_orders_round_uq ON bet_orders (tenant_id, vendor_code, round_id, member_id);
CREATE INDEX bet_orders_member_idx ON bet_orders (member_id, created_at DESC);
CREATE INDEX bet_orders_wins_idx ON bet_orders (tenant_id, win DESC) WHERE status = 'settled';
