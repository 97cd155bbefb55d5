-- Promotions and rewards (issue 11). A promotion is an announcement of type PR (100). A player's
-- participation in one promotion is derived from these rows and the clock (server/promotions/states.ts,
-- docs/promotions.md); money moves only in the ledger (an approved request points at its PROMO posting).

-- sign-ups (spec: sign-up promotion join, moduleId REWCEN3); a reward request signs up too
CREATE TABLE promotion_participations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  announcement_id integer NOT NULL REFERENCES announcements (id),
  joined_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX promotion_participations_uq ON promotion_participations (member_id, announcement_id);

-- reward applications (spec: pictures, promotionId, remarks), decided by an operator
CREATE TABLE reward_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  announcement_id integer NOT NULL REFERENCES announcements (id),
  remarks text NOT NULL DEFAULT '' CHECK (char_length(remarks) <= 140),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- the paid bonus (minor units) and its turnover multiple, set when approved
  amount bigint CHECK (amount IS NULL OR amount > 0),
  turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
  ledger_tx_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by text,
  note text NOT NULL DEFAULT '',
  CHECK ((status = 'approved') = (ledger_tx_id IS NOT NULL AND amount IS NOT NULL))
);
-- one live request per player and promotion: a pending one, or the approved (paid) one
CREATE UNIQUE INDEX reward_requests_live_uq ON reward_requests (member_id, announcement_id) WHERE status IN ('pending', 'approved');
CREATE INDEX reward_requests_member_idx ON reward_requests (member_id, created_at DESC);
CREATE INDEX reward_requests_tenant_idx ON reward_requests (tenant_id, status, created_at);

-- the request's pictures, checked by content (JPEG or PNG by magic bytes, at most 5 MB, 3 at most)
CREATE TABLE reward_request_pictures (
  request_id bigint NOT NULL REFERENCES reward_requests (id),
  sequence integer NOT NULL CHECK (sequence BETWEEN 1 AND 3),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (request_id, sequence)
);
