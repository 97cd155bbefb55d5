-- A bet or a win with its betting record in one statement (one round trip, and with no explicit
-- BEGIN/COMMIT around it one commit): server/wallet/rounds.ts. The guarantees are ledger_post's
-- (migration 010: player balances never negative, balanced transactions checked at commit,
-- idempotency keys once per brand, player accounts locked in id order); the order is written only
-- when the money was posted now, so a replayed bet or win never adds its stake or win twice.

-- ledger_post, same answers, cheaper on the common path: the accounts are looked up first and only
-- missing ones inserted (an INSERT ... ON CONFLICT DO NOTHING on every call takes a speculative
-- insertion and an identity value each time).
CREATE OR REPLACE FUNCTION ledger_post(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_tenant text := p->>'tenantId';
  v_key text := p->>'key';
  v_code text := p->>'code';
  v_now timestamptz := (p->>'now')::timestamptz;
  v_n integer := jsonb_array_length(p->'postings');
  v_ids integer[];
  v_amounts bigint[];
  v_replay jsonb;
  v_short record;
  v_tx bigint;
  v_sum numeric;
BEGIN
  SELECT COALESCE(sum((e->>'amount')::bigint), 0) INTO v_sum FROM jsonb_array_elements(p->'postings') e;
  IF v_sum <> 0 OR v_n < 2 THEN
    RAISE EXCEPTION 'ledger: postings must be at least two and sum to zero' USING ERRCODE = 'integrity_constraint_violation';
  END IF;

  SELECT array_agg(a.id ORDER BY x.ord), array_agg((x.e->>'amount')::bigint ORDER BY x.ord)
    INTO v_ids, v_amounts
    FROM jsonb_array_elements(p->'postings') WITH ORDINALITY AS x(e, ord)
    JOIN ledger_accounts a ON a.tenant_id = v_tenant
      AND COALESCE(a.member_id, 0) = COALESCE((x.e->>'memberId')::integer, 0) AND a.kind = x.e->>'kind';

  IF COALESCE(array_length(v_ids, 1), 0) <> v_n THEN
    INSERT INTO ledger_accounts (tenant_id, member_id, kind, created_at)
      SELECT v_tenant, (e->>'memberId')::integer, e->>'kind', v_now
      FROM jsonb_array_elements(p->'postings') e
      ON CONFLICT DO NOTHING;
    SELECT array_agg(a.id ORDER BY x.ord), array_agg((x.e->>'amount')::bigint ORDER BY x.ord)
      INTO v_ids, v_amounts
      FROM jsonb_array_elements(p->'postings') WITH ORDINALITY AS x(e, ord)
      JOIN ledger_accounts a ON a.tenant_id = v_tenant
        AND COALESCE(a.member_id, 0) = COALESCE((x.e->>'memberId')::integer, 0) AND a.kind = x.e->>'kind';
  END IF;

  PERFORM 1 FROM ledger_accounts WHERE id = ANY (v_ids) AND member_id IS NOT NULL ORDER BY id FOR UPDATE;

  v_replay := ledger_replay(v_tenant, v_key, v_code, v_ids, v_amounts);
  IF v_replay IS NOT NULL THEN
    RETURN v_replay;
  END IF;

  SELECT a.member_id, a.kind, a.balance, s.delta INTO v_short
    FROM ledger_accounts a
    JOIN (SELECT i, sum(d) AS delta FROM unnest(v_ids, v_amounts) AS u(i, d) GROUP BY i) s ON s.i = a.id
    WHERE a.member_id IS NOT NULL AND a.balance + s.delta < 0
    ORDER BY a.id LIMIT 1;
  IF FOUND THEN
    RETURN jsonb_build_object('status', 'insufficient', 'memberId', v_short.member_id, 'kind', v_short.kind,
      'available', v_short.balance::text, 'requested', (-v_short.delta)::text);
  END IF;

  INSERT INTO ledger_transactions (tenant_id, code, idempotency_key, actor, reason, meta, created_at)
    VALUES (v_tenant, v_code, v_key, p->>'actor', COALESCE(p->>'reason', ''), COALESCE(p->'meta', '{}'::jsonb), v_now)
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN
    -- the same key committed by a transaction that locked none of these accounts
    RETURN ledger_replay(v_tenant, v_key, v_code, v_ids, v_amounts);
  END IF;

  INSERT INTO ledger_postings (transaction_id, account_id, amount)
    SELECT v_tx, i, a FROM unnest(v_ids, v_amounts) WITH ORDINALITY AS u(i, a, ord) ORDER BY ord;

  RETURN jsonb_build_object('status', 'posted', 'transactionId', v_tx, 'balances', ledger_balances_of(v_ids));
END $$;

-- A bet: ledger_post(p), then the round's order opened (or its stake raised) with bet_tx_id.
-- o: { memberId, vendorCode, gameCode, nodeId, gameType, roundId, stake }
CREATE FUNCTION ledger_post_bet(p jsonb, o jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_answer jsonb := ledger_post(p);
BEGIN
  IF v_answer->>'status' = 'posted' THEN
    INSERT INTO bet_orders (tenant_id, member_id, vendor_code, game_code, node_id, game_type, round_id, stake, bet_tx_id, created_at)
      VALUES (p->>'tenantId', (o->>'memberId')::integer, o->>'vendorCode', o->>'gameCode', o->>'nodeId', o->>'gameType',
        o->>'roundId', (o->>'stake')::bigint, (v_answer->>'transactionId')::bigint, (p->>'now')::timestamptz)
      ON CONFLICT (tenant_id, vendor_code, round_id, member_id)
      DO UPDATE SET stake = bet_orders.stake + EXCLUDED.stake, bet_tx_id = EXCLUDED.bet_tx_id;
  END IF;
  RETURN v_answer;
END $$;

-- A win: the round's open or settled order is locked first (none: { status: 'unknown_round' },
-- nothing written); a positive win is ledger_post(p); then the win is added to the order and the
-- round closed (o.closed). A replayed win (same key) leaves the order as it is.
-- o: { memberId, vendorCode, roundId, win, closed }; p is null for a lost round (win 0).
CREATE FUNCTION ledger_post_win(p jsonb, o jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_tenant text := o->>'tenantId';
  v_order bigint;
  v_answer jsonb;
  v_closed boolean := COALESCE((o->>'closed')::boolean, true);
BEGIN
  SELECT id INTO v_order FROM bet_orders
    WHERE tenant_id = v_tenant AND vendor_code = o->>'vendorCode' AND round_id = o->>'roundId'
      AND member_id = (o->>'memberId')::integer AND status IN ('open', 'settled')
    FOR UPDATE;
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
      WHERE id = v_order;
  END IF;
  RETURN v_answer;
END $$;
