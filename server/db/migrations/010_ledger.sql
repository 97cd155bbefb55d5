-- The wallet ledger: double-entry, integer minor units of the brand's currency (tenant file).
-- See server/wallet/README.md. Rules the database itself enforces:
--   * a player account's balance never goes below zero (CHECK);
--   * a balance changes only through a posting (the posting trigger; a direct UPDATE is refused);
--   * every transaction's postings sum to zero (deferred constraint trigger, checked at commit);
--   * postings and transactions are never updated or deleted;
--   * an idempotency key is used once per brand (UNIQUE).
-- Player accounts (member_id set) carry a balance maintained by the posting trigger. House accounts
-- (member_id NULL: cash, games, adjustments, promotions) keep no balance column: theirs is the sum of
-- their postings, so they are never a hot row every bet would have to lock.

CREATE TABLE ledger_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer REFERENCES members (id),
  -- player: 'main' | 'locked' | 'vendor:<CODE>'; house: 'house:<name>'
  kind text NOT NULL CHECK (kind ~ '^(main|locked|vendor:[A-Z0-9_]{1,32}|house:[a-z0-9_:A-Z]{1,48})$'),
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  CONSTRAINT ledger_accounts_player_non_negative CHECK (member_id IS NULL OR balance >= 0),
  CONSTRAINT ledger_accounts_house_kind CHECK ((member_id IS NULL) = (kind LIKE 'house:%')),
  CONSTRAINT ledger_accounts_house_no_balance CHECK (member_id IS NOT NULL OR balance = 0)
);
CREATE UNIQUE INDEX ledger_accounts_uq ON ledger_accounts (tenant_id, COALESCE(member_id, 0), kind);
CREATE INDEX ledger_accounts_member_idx ON ledger_accounts (member_id) WHERE member_id IS NOT NULL;

CREATE TABLE ledger_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  -- transaction code (src/contracts/wallet/tx-codes.ts): DEPOSIT, WITHDRAW, BET, WIN, ...
  code text NOT NULL CHECK (code ~ '^[A-Z][A-Z0-9_]{1,31}$'),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  -- who: 'member:<id>', 'operator:<name>', 'vendor:<CODE>', 'gateway:<id>', 'system'
  actor text NOT NULL,
  reason text NOT NULL DEFAULT '',
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX ledger_transactions_key_uq ON ledger_transactions (tenant_id, idempotency_key);
CREATE INDEX ledger_transactions_tenant_idx ON ledger_transactions (tenant_id, created_at);

CREATE TABLE ledger_postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  -- the account's balance after this posting (player accounts; NULL for house accounts)
  balance_after bigint
);
CREATE INDEX ledger_postings_tx_idx ON ledger_postings (transaction_id);
CREATE INDEX ledger_postings_account_idx ON ledger_postings (account_id, id);

-- Postings move balances; the guard below refuses any other change of a balance.
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_after bigint;
BEGIN
  PERFORM set_config('ledger.posting', 'on', true);
  UPDATE ledger_accounts SET balance = balance + NEW.amount
    WHERE id = NEW.account_id AND member_id IS NOT NULL
    RETURNING balance INTO v_after;
  PERFORM set_config('ledger.posting', 'off', true);
  NEW.balance_after := v_after;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_postings_apply BEFORE INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();

CREATE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND current_setting('ledger.posting', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'ledger: a balance changes only through a posting' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.tenant_id <> OLD.tenant_id OR NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.kind <> OLD.kind THEN
    RAISE EXCEPTION 'ledger: an account keeps its owner and kind' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_balance();

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % is append-only', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- At commit: each transaction touched has at least two postings and they sum to zero.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_sum numeric;
  v_count integer;
BEGIN
  SELECT COALESCE(sum(amount), 0), count(*) INTO v_sum, v_count FROM ledger_postings WHERE transaction_id = NEW.transaction_id;
  IF v_sum <> 0 OR v_count < 2 THEN
    RAISE EXCEPTION 'ledger: transaction % is not balanced (sum %, % postings)', NEW.transaction_id, v_sum, v_count
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- A used idempotency key: 'replayed' when the same code and postings, else 'conflict'; with the
-- touched player accounts' current balances.
CREATE FUNCTION ledger_replay(p_tenant text, p_key text, p_code text, p_ids integer[], p_amounts bigint[]) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_existing record;
BEGIN
  SELECT id, code INTO v_existing FROM ledger_transactions WHERE tenant_id = p_tenant AND idempotency_key = p_key;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  RETURN jsonb_build_object(
    'status', CASE WHEN v_existing.code = p_code AND (
      SELECT array_agg(account_id || ':' || amount ORDER BY account_id, amount) FROM ledger_postings WHERE transaction_id = v_existing.id
    ) = (
      SELECT array_agg(i || ':' || a ORDER BY i, a) FROM unnest(p_ids, p_amounts) AS u(i, a)
    ) THEN 'replayed' ELSE 'conflict' END,
    'transactionId', v_existing.id,
    'balances', ledger_balances_of(p_ids));
END $$;

CREATE FUNCTION ledger_balances_of(p_ids integer[]) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT COALESCE(jsonb_agg(jsonb_build_object('memberId', member_id, 'kind', kind, 'balance', balance::text) ORDER BY id), '[]'::jsonb)
  FROM ledger_accounts WHERE id = ANY (p_ids) AND member_id IS NOT NULL
$$;

-- One round trip per transaction: resolves (creating) the accounts, locks the player accounts in id
-- order, answers a replay of a used idempotency key, refuses a player account going negative
-- without writing anything, then writes the transaction and its postings.
-- p: { tenantId, code, key, actor, reason, meta, now, postings: [{ memberId|null, kind, amount }] }
-- returns { status: 'posted'|'replayed'|'conflict', transactionId, balances }
--      or { status: 'insufficient', memberId, kind, available, requested }
CREATE FUNCTION ledger_post(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_tenant text := p->>'tenantId';
  v_key text := p->>'key';
  v_code text := p->>'code';
  v_now timestamptz := (p->>'now')::timestamptz;
  v_ids integer[];
  v_amounts bigint[];
  v_replay jsonb;
  v_short record;
  v_tx bigint;
  v_sum numeric;
BEGIN
  SELECT COALESCE(sum((e->>'amount')::bigint), 0) INTO v_sum FROM jsonb_array_elements(p->'postings') e;
  IF v_sum <> 0 OR jsonb_array_length(p->'postings') < 2 THEN
    RAISE EXCEPTION 'ledger: postings must be at least two and sum to zero' USING ERRCODE = 'integrity_constraint_violation';
  END IF;

  INSERT INTO ledger_accounts (tenant_id, member_id, kind, created_at)
    SELECT v_tenant, (e->>'memberId')::integer, e->>'kind', v_now
    FROM jsonb_array_elements(p->'postings') e
    ON CONFLICT DO NOTHING;

  SELECT array_agg(a.id ORDER BY x.ord), array_agg((x.e->>'amount')::bigint ORDER BY x.ord)
    INTO v_ids, v_amounts
    FROM jsonb_array_elements(p->'postings') WITH ORDINALITY AS x(e, ord)
    JOIN ledger_accounts a ON a.tenant_id = v_tenant
      AND COALESCE(a.member_id, 0) = COALESCE((x.e->>'memberId')::integer, 0) AND a.kind = x.e->>'kind';

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
