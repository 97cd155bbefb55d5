-- Short-lived preview passes: a content editor in the console opens the player site's real page
-- with an announcement that players cannot see yet (unpublished or scheduled). The pass is a random
-- token kept as its sha-256; the player site's content call shows that one announcement to the
-- browser holding the token until expires_at.
CREATE TABLE content_previews (
  token_sha256 text PRIMARY KEY,
  tenant_id text NOT NULL,
  announcement_id integer NOT NULL REFERENCES announcements (id),
  created_by text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX content_previews_expires_idx ON content_previews (expires_at);
