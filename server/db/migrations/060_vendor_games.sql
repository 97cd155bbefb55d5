-- Demo game vendors (server/vendors): the vendors' own state. Nothing here is read by the operator
-- side, and the vendor module reads no operator table: it moves money only through the seamless API.

-- a player's session at a vendor, opened from a redeemed launch token
CREATE TABLE vendor_sessions (
  token_hash text PRIMARY KEY,
  vendor_code text NOT NULL,
  -- the operator's seamless session token (kept to call bet/win/rollback)
  operator_session text NOT NULL,
  player_id text NOT NULL,
  currency text NOT NULL,
  game_code text NOT NULL,
  game_name text NOT NULL,
  game_type text NOT NULL,
  -- the engine that plays it (server/vendors/engines/catalog.ts), decided when the session opens
  engine text NOT NULL,
  free_play boolean NOT NULL,
  -- free play only: the vendor's own play money, never the operator's wallet
  play_balance bigint NOT NULL DEFAULT 0 CHECK (play_balance >= 0),
  language text NOT NULL,
  return_url text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- provably fair seed pairs: the hash is shown while active; the seed is revealed on rotation
CREATE TABLE vendor_seeds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vendor_code text NOT NULL,
  player_id text NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  next_nonce integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  revealed_at timestamptz
);
CREATE UNIQUE INDEX vendor_seeds_active_uq ON vendor_seeds (vendor_code, player_id) WHERE revealed_at IS NULL;

-- instant rounds (slots, fishing, bingo, card games)
CREATE TABLE vendor_rounds (
  round_id text PRIMARY KEY,
  vendor_code text NOT NULL,
  player_id text NOT NULL,
  game_code text NOT NULL,
  free_play boolean NOT NULL,
  stake bigint NOT NULL,
  win bigint NOT NULL DEFAULT 0,
  seed_id integer NOT NULL REFERENCES vendor_seeds (id),
  nonce integer NOT NULL,
  options jsonb NOT NULL,
  outcome jsonb NOT NULL,
  -- closed | win_pending (the credit is retried until the operator acknowledges it)
  status text NOT NULL,
  operator_session text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX vendor_rounds_pending_ix ON vendor_rounds (status) WHERE status = 'win_pending';

-- progressive jackpot pools, fed by a share of every stake of the game
CREATE TABLE vendor_jackpots (
  vendor_code text NOT NULL,
  game_code text NOT NULL,
  currency text NOT NULL,
  pool bigint NOT NULL DEFAULT 0 CHECK (pool >= 0),
  PRIMARY KEY (vendor_code, game_code, currency)
);

-- scheduled shared events: a baccarat round, a fixture, a lottery draw; seed committed at creation
CREATE TABLE vendor_events (
  id text PRIMARY KEY,
  vendor_code text NOT NULL,
  game_code text NOT NULL,
  engine text NOT NULL,
  event_index bigint NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  closes_at timestamptz NOT NULL,
  draw_at timestamptz NOT NULL,
  result jsonb,
  drawn_at timestamptz
);
CREATE INDEX vendor_events_due_ix ON vendor_events (draw_at) WHERE drawn_at IS NULL;
CREATE INDEX vendor_events_game_ix ON vendor_events (vendor_code, game_code, engine, event_index);

-- bets on scheduled events (one leg, or several for an accumulator)
CREATE TABLE vendor_tickets (
  id text PRIMARY KEY,
  vendor_code text NOT NULL,
  player_id text NOT NULL,
  game_code text NOT NULL,
  engine text NOT NULL,
  free_play boolean NOT NULL,
  session_hash text NOT NULL,
  operator_session text NOT NULL,
  legs jsonb NOT NULL,
  stake bigint NOT NULL,
  -- open | settling | won | lost | push | cancelled
  status text NOT NULL,
  win bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX vendor_tickets_player_ix ON vendor_tickets (vendor_code, player_id, created_at);
CREATE INDEX vendor_tickets_open_ix ON vendor_tickets (status) WHERE status IN ('open', 'settling');
