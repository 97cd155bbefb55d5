-- The demo content in every content language.
-- promotion_categories.names: a category's name in the languages beyond the three columns
-- (name_en, name_zh, name_km), as {"th": "...", ...}; a language missing there reads name_en.
-- content_seeds.languages: the languages a brand's demo content was seeded in. Brands seeded before
-- this migration have km, zh and en; the seeding adds the other languages' texts to them once
-- (server/content/seed.ts) and records them here.
ALTER TABLE promotion_categories ADD COLUMN names jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE content_seeds ADD COLUMN languages text[] NOT NULL DEFAULT ARRAY['km', 'zh', 'en']::text[];
