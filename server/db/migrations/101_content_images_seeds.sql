-- Content (issue 15): operator-uploaded images (type read from the bytes; served by our server at
-- /content-images/{id}) and the per-brand mark that the demo content was seeded once.

CREATE TABLE content_images (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX content_images_tenant_idx ON content_images (tenant_id);

CREATE TABLE content_seeds (
  tenant_id text PRIMARY KEY,
  seeded_at timestamptz NOT NULL
);
