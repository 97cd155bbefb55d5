-- Responsible gambling (issue 16): limits a player sets, time-outs and self-exclusions, the audit.
-- See server/rg/README.md. Usage against limits is computed from the ledger, never stored.

-- Append-only: every change a player asks for. The limit in force at time T is the row with the
-- latest requested_at among those whose effective_at <= T (a lowering is effective at once, a raise
-- or removal after the brand's cooling period; a later lowering supersedes a pending raise).
CREATE TABLE rg_limit_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session', 'reality')),
  -- day | week | month for money limits; 'session' for the session time and reality-check minutes
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  -- minor units (money) or minutes (session, reality); NULL = no limit
  amount bigint CHECK (amount IS NULL OR amount > 0),
  requested_at timestamptz NOT NULL,
  effective_at timestamptz NOT NULL,
  CHECK (effective_at >= requested_at)
);
CREATE INDEX rg_limit_changes_member_idx ON rg_limit_changes (tenant_id, member_id, kind, period, effective_at);

CREATE TABLE rg_exclusions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  started_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_by text NOT NULL,
  CHECK (ends_at > started_at)
);
CREATE INDEX rg_exclusions_member_idx ON rg_exclusions (tenant_id, member_id, ends_at);

-- An exclusion's end may only move later (an operator extends, nobody shortens).
CREATE FUNCTION rg_exclusion_never_shorter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ends_at < OLD.ends_at OR NEW.started_at <> OLD.started_at OR NEW.member_id <> OLD.member_id
     OR NEW.tenant_id <> OLD.tenant_id OR NEW.kind <> OLD.kind THEN
    RAISE EXCEPTION 'rg: an exclusion can only be extended' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER rg_exclusions_extend_only BEFORE UPDATE ON rg_exclusions
  FOR EACH ROW EXECUTE FUNCTION rg_exclusion_never_shorter();
CREATE FUNCTION rg_exclusion_no_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rg: an exclusion is never deleted' USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER rg_exclusions_no_delete BEFORE DELETE ON rg_exclusions
  FOR EACH ROW EXECUTE FUNCTION rg_exclusion_no_delete();

CREATE TABLE rg_audit (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  actor text NOT NULL,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX rg_audit_member_idx ON rg_audit (tenant_id, member_id, created_at);
