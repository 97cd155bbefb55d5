-- A gateway deposit ends when its payment is not confirmed in time (`expired`) or the player
-- cancels it on the gateway (`cancelled`): it then counts against no deposit limit and waits in no
-- cashier queue. `expires_at` is set for gateway deposits only (a manual transfer waits for a
-- cashier); the demo gateway closes the order of an ended deposit (`closed`: no payment taken).
-- See server/wallet/README.md, "Deposits".
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check CHECK (status IN ('pending', 'credited', 'rejected', 'cancelled', 'expired'));
ALTER TABLE deposits ADD COLUMN expires_at timestamptz;
UPDATE deposits SET expires_at = created_at + interval '30 minutes' WHERE method = 'gateway' AND status = 'pending';
CREATE INDEX deposits_overdue_idx ON deposits (expires_at) WHERE status = 'pending' AND expires_at IS NOT NULL;

ALTER TABLE gateway_orders DROP CONSTRAINT gateway_orders_status_check;
ALTER TABLE gateway_orders ADD CONSTRAINT gateway_orders_status_check CHECK (status IN ('created', 'paid', 'closed'));
