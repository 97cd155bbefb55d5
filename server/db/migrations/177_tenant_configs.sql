-- Every published version of every brand's configuration (its tenant file, validated), with who
-- published it, when and how (server/tenants/config-store.ts). The latest version of each brand is
-- what every server process serves: each process reads max(id) every second and reloads when it
-- moved, so a publish by any process or command reaches all of them without a restart. Rows are
-- never updated or deleted: a rollback publishes an old configuration again as a new version.
CREATE TABLE tenant_configs (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  config jsonb NOT NULL,
  -- sha-256 of the configuration's canonical JSON: an unchanged file is not published again
  hash text NOT NULL,
  -- file (the tenant file, by a command or the folder watch), rollback, disable, enable
  source text NOT NULL CHECK (source IN ('file', 'rollback', 'disable', 'enable')),
  published_by text NOT NULL,
  published_at timestamptz NOT NULL,
  note text,
  UNIQUE (tenant_id, version)
);

-- a published configuration changes the status answer and the first screen: move both markers
CREATE FUNCTION tenant_config_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO status_versions (tenant_id, version) VALUES (NEW.tenant_id, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET version = status_versions.version + 1;
  INSERT INTO content_versions (tenant_id, version) VALUES (NEW.tenant_id, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET version = content_versions.version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER tenant_configs_bump AFTER INSERT ON tenant_configs
  FOR EACH ROW EXECUTE FUNCTION tenant_config_bump();

CREATE FUNCTION tenant_configs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tenant_configs is append-only: publish a new version instead';
END $$;

CREATE TRIGGER tenant_configs_no_change BEFORE UPDATE OR DELETE ON tenant_configs
  FOR EACH ROW EXECUTE FUNCTION tenant_configs_append_only();
