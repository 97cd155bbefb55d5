-- Agents (issue 12): the agent tree, rebates and quotas, contracts and their payments.
-- See server/agent/README.md. Team figures (turnover, deposits, net win, active players) are never
-- stored: they are computed from ledger_postings and bet_orders on every call.

-- One row per member who belongs to an agent tree: every agent, and every member registered with an
-- agent's affiliate code (or moved there by an agent or operator).
CREATE TABLE agent_tree (
  member_id integer PRIMARY KEY REFERENCES members (id),
  tenant_id text NOT NULL,
  -- the direct upline agent; NULL for a top agent
  upline_id integer REFERENCES members (id),
  -- basis points of turnover (150 = 1.50 %); a downline's rebate never exceeds its upline's
  rebate_bp integer NOT NULL DEFAULT 0 CHECK (rebate_bp BETWEEN 0 AND 1000),
  -- how many direct sub-agents this agent may open
  quota integer NOT NULL DEFAULT 0 CHECK (quota BETWEEN 0 AND 10000),
  joined_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (upline_id IS NULL OR upline_id <> member_id)
);
CREATE INDEX agent_tree_upline_idx ON agent_tree (upline_id);
CREATE INDEX agent_tree_tenant_idx ON agent_tree (tenant_id);

-- Daily salary, dividend and hourly salary contracts, offered by an upline agent to a direct sub-agent.
CREATE TABLE agent_contracts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('salary', 'dividend', 'hourly')),
  upline_id integer NOT NULL REFERENCES members (id),
  downline_id integer NOT NULL REFERENCES members (id),
  -- basis points of the period's base figure (team turnover, or the team's net loss for dividends)
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 1 AND 5000),
  -- pays only when the team had at least this many active players in the period
  min_active integer NOT NULL DEFAULT 0 CHECK (min_active >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'refused', 'ended')),
  created_at timestamptz NOT NULL,
  responded_at timestamptz,
  ended_at timestamptz
);
CREATE UNIQUE INDEX agent_contracts_open_uq ON agent_contracts (downline_id, kind) WHERE status IN ('pending', 'active');
CREATE INDEX agent_contracts_upline_idx ON agent_contracts (upline_id, kind);

-- One row per contract and period once the pay run handled it (amount 0 rows too): a period is
-- paid at most once, whatever runs the pay run and however often.
CREATE TABLE agent_contract_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES agent_contracts (id),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  base bigint NOT NULL,
  active_players integer NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  tx_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  UNIQUE (contract_id, period_start)
);
