-- A ticket the player cancelled in the game is `cancelling` until the operator acknowledged its
-- rollback (server/vendors/ticket-cancel.ts); the sweep looks for those.
CREATE INDEX vendor_tickets_cancelling_ix ON vendor_tickets (created_at) WHERE status = 'cancelling';
