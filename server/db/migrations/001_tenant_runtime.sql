-- Runtime state per tenant that an operator changes without a rebuild.
-- The tenant files (tenants/<id>.json) stay the source of the defaults; these rows overlay them.

-- One row per (tenant, white-label flag) the operator has overridden; no row = the file's value.
CREATE TABLE tenant_overrides (
  tenant_id text NOT NULL,
  flag_key text NOT NULL,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, flag_key)
);

-- Site-wide switches per tenant; no row = normal operation.
CREATE TABLE tenant_runtime (
  tenant_id text PRIMARY KEY,
  maintenance boolean NOT NULL DEFAULT false,
  region_restriction boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
