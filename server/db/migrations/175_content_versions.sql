-- A change marker per brand for the content the site's first screen is drawn from (banners and
-- promotion covers: announcements, their texts and pictures; server/routes/site/first-screen.ts), the
-- way status_versions (migration 161) marks the status: every write, by whatever path or process,
-- moves the brand's version in the same transaction, and each process rebuilds its cached first
-- screen when the version differs from the one it was built from (issue 26 item 6).
CREATE TABLE content_versions (
  tenant_id text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);

CREATE FUNCTION content_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_versions (tenant_id, version)
    SELECT DISTINCT t.tenant_id, 1 FROM (
      SELECT CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.tenant_id END AS tenant_id
      UNION ALL SELECT CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.tenant_id END
    ) t WHERE t.tenant_id IS NOT NULL
    ON CONFLICT (tenant_id) DO UPDATE SET version = content_versions.version + 1;
  RETURN NULL;
END $$;

-- texts and pictures name their announcement; a cascade from a deleted announcement finds none (its own trigger moved the marker)
CREATE FUNCTION content_version_bump_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_versions (tenant_id, version)
    SELECT DISTINCT a.tenant_id, 1 FROM announcements a
      WHERE a.id IN (
        CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.announcement_id END,
        CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.announcement_id END)
    ON CONFLICT (tenant_id) DO UPDATE SET version = content_versions.version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER announcements_content_version AFTER INSERT OR UPDATE OR DELETE ON announcements
  FOR EACH ROW EXECUTE FUNCTION content_version_bump();
CREATE TRIGGER announcement_texts_content_version AFTER INSERT OR UPDATE OR DELETE ON announcement_texts
  FOR EACH ROW EXECUTE FUNCTION content_version_bump_child();
CREATE TRIGGER announcement_images_content_version AFTER INSERT OR UPDATE OR DELETE ON announcement_images
  FOR EACH ROW EXECUTE FUNCTION content_version_bump_child();
