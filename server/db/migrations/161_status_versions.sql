-- A change marker per brand for the cached status answer (server/routes/system/status-cache.ts):
-- any write to the rows the status is built from (flag overrides, site switches, setting overrides),
-- by whatever path (operator CLI or API, tests, another server process on the same PostgreSQL),
-- moves the brand's version in the same transaction. Each process compares one small read of this
-- table with the version its cached answer was built from, so nobody serves a stale status.
CREATE TABLE status_versions (
  tenant_id text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);

CREATE FUNCTION status_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_tenant text := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
BEGIN
  INSERT INTO status_versions (tenant_id, version) VALUES (v_tenant, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET version = status_versions.version + 1;
  IF TG_OP = 'UPDATE' AND OLD.tenant_id IS DISTINCT FROM NEW.tenant_id THEN
    INSERT INTO status_versions (tenant_id, version) VALUES (OLD.tenant_id, 1)
      ON CONFLICT (tenant_id) DO UPDATE SET version = status_versions.version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER tenant_overrides_status_version AFTER INSERT OR UPDATE OR DELETE ON tenant_overrides
  FOR EACH ROW EXECUTE FUNCTION status_version_bump();
CREATE TRIGGER tenant_runtime_status_version AFTER INSERT OR UPDATE OR DELETE ON tenant_runtime
  FOR EACH ROW EXECUTE FUNCTION status_version_bump();
CREATE TRIGGER tenant_settings_status_version AFTER INSERT OR UPDATE OR DELETE ON tenant_settings
  FOR EACH ROW EXECUTE FUNCTION status_version_bump();
