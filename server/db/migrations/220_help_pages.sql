-- The help centre per brand, editable from the console. A brand's entries are seeded once from the
-- project's texts (server/content/help-data.ts, `{brand}` and `{age}` filled) and marked in
-- help_seeds. `stage` 'live' is what players read; the console edits a 'draft' copy of the whole
-- set (opened from live on the first change), which preview passes show and publishing makes live.
CREATE TABLE help_seeds (
  tenant_id text PRIMARY KEY,
  seeded_at timestamptz NOT NULL
);

CREATE TABLE help_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('live', 'draft')),
  -- the name player-site links open (/m/help?tag=terms)
  tag text NOT NULL CHECK (tag ~ '^[a-z][a-z0-9-]{0,39}$'),
  sort_order integer NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL,
  UNIQUE (tenant_id, stage, tag)
);

-- an entry's title, sanitised HTML and sub-items ([{ "title", "content" }], sanitised HTML) per language;
-- a language without a row reads the brand's default language, then the seeded text of that tag
CREATE TABLE help_texts (
  entry_id integer NOT NULL REFERENCES help_entries (id) ON DELETE CASCADE,
  language text NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  children jsonb NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY (entry_id, language)
);
