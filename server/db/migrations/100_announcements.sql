-- Announcements (issue 15; promotions of issue 11 are announcements of type PR). One row per
-- announcement of one brand; its texts per catalog language in announcement_texts; its images in
-- announcement_images (sequence 1 is the cover). See server/content/README.md.
-- Types (spec section 3): A agent, PL player notice, B banner, PU login popup, PR promotion, H hot.

CREATE TABLE announcements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('A', 'PL', 'B', 'PU', 'PR', 'H')),
  -- banner group: m_home, m_promotion, m_rng, m_sports, m_pvp, m_live, m_fish, m_lott, m_elott, m_reg
  group_name text CHECK (group_name IS NULL OR group_name IN (
    'm_home', 'm_promotion', 'm_rng', 'm_sports', 'm_pvp', 'm_live', 'm_fish', 'm_lott', 'm_elott', 'm_reg')),
  platform text NOT NULL DEFAULT 'M' CHECK (platform IN ('M', 'W', 'ALL')),
  start_date timestamptz NOT NULL,
  end_date timestamptz,
  no_expiry boolean NOT NULL DEFAULT false,
  -- link opened by a click (a site path such as /m/activity?id=3, or an https URL)
  url text,
  sort_order integer NOT NULL DEFAULT 0,
  -- promotions (type PR)
  linked_promotion_id integer,
  image_required boolean NOT NULL DEFAULT false,
  remark_required boolean NOT NULL DEFAULT false,
  -- promotion category ids (promoAnnouncementCategoryIds)
  category_ids integer[] NOT NULL DEFAULT '{}',
  -- a reward application pays this many minor units once approved (PR only; NULL: operator decides)
  reward_amount bigint CHECK (reward_amount IS NULL OR reward_amount > 0),
  -- turnover the paid bonus requires before withdrawal, as a multiple of the bonus (PR only)
  turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expired', 'deleted')),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (no_expiry OR end_date IS NOT NULL),
  CHECK (end_date IS NULL OR end_date > start_date)
);
CREATE INDEX announcements_tenant_type_idx ON announcements (tenant_id, type, status, start_date);

-- title and (sanitised) HTML content per language; a language without a row falls back to en
CREATE TABLE announcement_texts (
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  language text NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  PRIMARY KEY (announcement_id, language)
);

CREATE TABLE announcement_images (
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  sequence integer NOT NULL CHECK (sequence >= 1),
  -- a path served by our server (generated art or an operator upload), never a hot link
  url text NOT NULL,
  PRIMARY KEY (announcement_id, sequence)
);

-- promotion categories per brand (the tab strip of /m/activity), names per language
CREATE TABLE promotion_categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  name_en text NOT NULL,
  name_zh text NOT NULL,
  name_km text NOT NULL
);

-- mark-as-read per player (notices of type PL)
CREATE TABLE announcement_reads (
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id),
  read_at timestamptz NOT NULL,
  PRIMARY KEY (announcement_id, member_id)
);
