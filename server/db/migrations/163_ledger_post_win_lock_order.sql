-- ledger_post_win takes its locks in the order a bet takes them: the player's account (ledger_post)
-- first, then the round's order. Migration 160 locked the order first, so a bet and a win of one
-- round arriving together could deadlock. The order is found without a lock; if it left the open or
-- settled state while the win was posted, the statement fails as a serialization failure (the
-- caller retries; nothing of it is written).
CREATE OR REPLACE FUNCTION ledger_post_win(p jsonb, o jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_tenant text := o->>'tenantId';
  v_order bigint;
  v_answer jsonb;
  v_closed boolean := COALESCE((o->>'closed')::boolean, true);
BEGIN
  SELECT id INTO v_order FROM bet_orders
    WHERE tenant_id = v_tenant AND vendor_code = o->>'vendorCode' AND round_id = o->>'roundId'
      AND member_id = (o->>'memberId')::integer AND status IN ('open', 'settled');
  IF v_order IS NULL THEN
    RETURN jsonb_build_object('status', 'unknown_round');
  END IF;
  IF p IS NULL THEN
    v_answer := jsonb_build_object('status', 'posted', 'transactionId', NULL, 'balances', '[]'::jsonb);
  ELSE
    v_answer := ledger_post(p);
  END IF;
  IF v_answer->>'status' = 'posted' THEN
    UPDATE bet_orders SET win = win + (o->>'win')::bigint,
        win_tx_id = COALESCE((v_answer->>'transactionId')::bigint, win_tx_id),
        status = CASE WHEN v_closed THEN 'settled' ELSE status END,
        settled_at = CASE WHEN v_closed THEN (o->>'now')::timestamptz ELSE settled_at END
      WHERE id = v_order AND status IN ('open', 'settled');
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger: round % was cancelled or rolled back while its win was posted', o->>'roundId'
        USING ERRCODE = 'serialization_failure';
    END IF;
  END IF;
  RETURN v_answer;
END $$;
