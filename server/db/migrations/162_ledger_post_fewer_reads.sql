-- ledger_post, same answers and rules (migration 010), two statements fewer per call: the player
-- accounts are locked in id order and their balances read in one pass, from which the shortfall
-- (after the replay check, as before) and the answered balances (balance + this transaction's
-- delta, what the posting trigger writes while the rows stay locked) are computed without reading
-- the accounts again.
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
  v_short jsonb;
  v_balances jsonb := '[]'::jsonb;
  v_row record;
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

  -- lock the player accounts in id order; note the first that would go negative and the balances after
  FOR v_row IN
    SELECT a.id, a.member_id, a.kind, a.balance, s.delta
      FROM ledger_accounts a
      JOIN (SELECT i, sum(d) AS delta FROM unnest(v_ids, v_amounts) AS u(i, d) GROUP BY i) s ON s.i = a.id
      WHERE a.member_id IS NOT NULL
      ORDER BY a.id
      FOR UPDATE OF a
  LOOP
    IF v_short IS NULL AND v_row.balance + v_row.delta < 0 THEN
      v_short := jsonb_build_object('status', 'insufficient', 'memberId', v_row.member_id, 'kind', v_row.kind,
        'available', v_row.balance::text, 'requested', (-v_row.delta)::text);
    END IF;
    v_balances := v_balances || jsonb_build_object('memberId', v_row.member_id, 'kind', v_row.kind, 'balance', (v_row.balance + v_row.delta)::text);
  END LOOP;

  v_replay := ledger_replay(v_tenant, v_key, v_code, v_ids, v_amounts);
  IF v_replay IS NOT NULL THEN
    RETURN v_replay;
  END IF;

  IF v_short IS NOT NULL THEN
    RETURN v_short;
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

  RETURN jsonb_build_object('status', 'posted', 'transactionId', v_tx, 'balances', v_balances);
END $$;
