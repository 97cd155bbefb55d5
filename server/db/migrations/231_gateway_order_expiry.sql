-- The demo gateway's order carries the time limit the merchant gave it (its deposit's `expires_at`):
-- past it the order takes no payment and its page reads closed, whether or not the merchant's
-- housekeeping sweep has ended the deposit yet. See server/wallet/README.md, "Gateway deposits end".
ALTER TABLE gateway_orders ADD COLUMN expires_at timestamptz;
UPDATE gateway_orders o SET expires_at = d.expires_at FROM deposits d
  WHERE d.tenant_id = o.tenant_id AND d.reference = o.merchant_reference AND o.status = 'created';
