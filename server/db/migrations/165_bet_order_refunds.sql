-- A bet order's refunds (issue: a stake refunded twice). `refunded` is what of the stake went back
-- to the player so far (a vendor's rollback of one bet of a round, or the rest of the stake at a
-- cancellation); the order closes as cancelled or rolled back once all of it went back. Every
-- refund goes through server/wallet/refunds.ts, under the order's row lock, so no stake is
-- refunded twice whichever path asks (player, operator, vendor rollback, unsettled-stake sweep).
ALTER TABLE bet_orders ADD COLUMN refunded bigint NOT NULL DEFAULT 0;
ALTER TABLE bet_orders ADD CONSTRAINT bet_orders_refunded_range CHECK (refunded >= 0 AND refunded <= stake);
-- orders closed by a refund before this column existed gave back their whole stake
UPDATE bet_orders SET refunded = stake WHERE status IN ('cancelled', 'rolled_back');
-- a bet is never added to a cancelled or rolled-back round: the stake would have no outcome
CREATE FUNCTION bet_orders_no_stake_on_void() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('cancelled', 'rolled_back') AND NEW.stake <> OLD.stake THEN
    RAISE EXCEPTION 'bet_orders: round % is %, no bet can be added to it', OLD.round_id, OLD.status
      USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.status IN ('cancelled', 'rolled_back') AND NEW.status <> OLD.status THEN
    RAISE EXCEPTION 'bet_orders: round % is %, it cannot become %', OLD.round_id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER bet_orders_no_stake_on_void BEFORE UPDATE ON bet_orders
  FOR EACH ROW EXECUTE FUNCTION bet_orders_no_stake_on_void();
