-- A brand's identity images (logo, favicon, app icon, splash, share image) travel with its published
-- configuration (server/tenants/asset-store.ts): each file is stored once under the SHA-256 of its
-- bytes, and every configuration version names the files it uses. Every process serves a brand's
-- images from its latest version, and a rollback brings back the images of the version it restores.
CREATE TABLE tenant_assets (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea NOT NULL,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/svg+xml')),
  size integer NOT NULL CHECK (size > 0),
  created_at timestamptz NOT NULL
);

-- per version, the identity field → { sha256, mime, size, file } of the files it serves ({} = the
-- generated defaults); a rollback or disable copies them with the configuration
ALTER TABLE tenant_configs ADD COLUMN assets jsonb NOT NULL DEFAULT '{}'::jsonb;
