-- Runtime overrides of brand settings that are not white-label flags (age, template and detail
-- versions, default language). The tenant file stays the default; no row = the file's value.
-- `value` holds the setting as JSON text, validated by server/tenants/settings-repository.ts.
CREATE TABLE tenant_settings (
  tenant_id text NOT NULL,
  setting_key text NOT NULL,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, setting_key)
);
