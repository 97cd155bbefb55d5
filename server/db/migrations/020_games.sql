-- Game lobby: the catalogue (seeded, one for the installation; brands hide vendors or types in
-- their tenant file), favourites, recent games, launch tokens. See server/games/README.md.

CREATE TABLE games (
  node_id integer PRIMARY KEY,
  game_code text NOT NULL UNIQUE,
  vendor_code text NOT NULL,
  game_type text NOT NULL,
  name_en text NOT NULL,
  name_zh text NOT NULL,
  name_km text NOT NULL,
  -- comma-separated classifications: BG, JP, FeatureBuy
  classify text NOT NULL DEFAULT '',
  is_new boolean NOT NULL DEFAULT false,
  hot_rank integer,
  min_bet integer NOT NULL CHECK (min_bet > 0),
  min_line integer NOT NULL CHECK (min_line > 0),
  free_play boolean NOT NULL DEFAULT false,
  lotto_mode text,
  sort_order integer NOT NULL
);
CREATE INDEX games_vendor_idx ON games (vendor_code);

-- bumped by every (re)seed so servers sharing one database reload their catalogue snapshot
CREATE TABLE games_catalogue (
  id integer PRIMARY KEY CHECK (id = 1),
  version integer NOT NULL,
  size integer NOT NULL,
  seeded_at timestamptz NOT NULL
);

CREATE TABLE game_favourites (
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  node_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX game_favourites_member_idx ON game_favourites (tenant_id, member_id, created_at);

CREATE TABLE game_recent (
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  node_id integer NOT NULL,
  played_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX game_recent_member_idx ON game_recent (tenant_id, member_id, played_at);

CREATE TABLE game_launches (
  token_hash text PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  vendor_code text NOT NULL,
  game_code text NOT NULL,
  node_id integer NOT NULL,
  game_type text NOT NULL,
  free_play boolean NOT NULL,
  language text NOT NULL,
  return_url text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  redeemed_at timestamptz
);
