-- A preview pass may show a brand's draft help centre instead of one announcement: `subject` says
-- which; a help pass has no announcement (so the announcements' preview never matches it).
ALTER TABLE content_previews ALTER COLUMN announcement_id DROP NOT NULL;
ALTER TABLE content_previews ADD COLUMN subject text NOT NULL DEFAULT 'announcement' CHECK (subject IN ('announcement', 'help'));
ALTER TABLE content_previews ADD CONSTRAINT content_previews_subject_ck CHECK ((subject = 'announcement') = (announcement_id IS NOT NULL));
