-- blackjack hands in play (server/vendors/hand-rounds.ts): the player's actions so far, replayed
-- from the round's seed pair and nonce; a settled hand also has its vendor_rounds row
CREATE TABLE vendor_hands (
  round_id text PRIMARY KEY,
  session_hash text NOT NULL,
  vendor_code text NOT NULL,
  player_id text NOT NULL,
  game_code text NOT NULL,
  free_play boolean NOT NULL,
  operator_session text NOT NULL,
  -- the base stake (a double debits it a second time)
  stake bigint NOT NULL CHECK (stake > 0),
  seed_id integer NOT NULL REFERENCES vendor_seeds (id),
  nonce integer NOT NULL,
  actions jsonb NOT NULL DEFAULT '[]',
  -- open | doubling (the second stake is on its way) | settled | void (stakes given back)
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  settled_at timestamptz
);
-- one hand in play per game session
CREATE UNIQUE INDEX vendor_hands_open_ux ON vendor_hands (session_hash) WHERE status IN ('open', 'doubling');
