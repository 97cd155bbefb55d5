-- A gateway payment confirmed after its deposit ended (expired, cancelled or rejected) is refused:
-- the refusal writes it down here in its own transaction, once per gateway order (a repeated
-- callback of the same payment finds its row), for a cashier to follow up: credit the player by an
-- adjustment if the money arrived, then mark it handled with a note. See server/wallet/README.md.
CREATE TABLE late_gateway_payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  deposit_id bigint NOT NULL REFERENCES deposits (id),
  member_id integer NOT NULL REFERENCES members (id),
  reference text NOT NULL,
  order_no text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  -- how the deposit had ended when the payment was confirmed
  deposit_status text NOT NULL CHECK (deposit_status IN ('expired', 'cancelled', 'rejected')),
  -- when the gateway says it was paid, and when its confirmation reached us
  paid_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'handled')),
  handled_by text,
  handled_at timestamptz,
  note text,
  UNIQUE (tenant_id, order_no),
  CHECK ((status = 'open') = (handled_at IS NULL)),
  CHECK (status = 'open' OR (handled_by IS NOT NULL AND length(note) > 0))
);
CREATE INDEX late_gateway_payments_open_idx ON late_gateway_payments (tenant_id, id) WHERE status = 'open';
