-- Member centre (issue 11): mission reward claims, inbox, feedback, profile pictures.
-- VIP ranks now live in the brand file and the player's figures are computed from the ledger
-- (server/member/README.md), so the stored ladder and the counters nobody moved are dropped.
DROP TABLE member_activity;
DROP TABLE rank_levels;

-- A mission reward paid once per (player, mission, period); the money is the ledger transaction.
CREATE TABLE mission_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  mission_id text NOT NULL,
  period_start timestamptz NOT NULL,
  reward bigint NOT NULL CHECK (reward > 0),
  tx_id bigint NOT NULL REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX mission_claims_once_uq ON mission_claims (tenant_id, member_id, mission_id, period_start);

-- Operator messages: to one player, to the players of a VIP rank, or to every player of the brand.
CREATE TABLE inbox_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  audience text NOT NULL CHECK (audience IN ('member', 'rank', 'all')),
  member_id integer REFERENCES members (id),
  rank_label text,
  kind text NOT NULL DEFAULT 'message' CHECK (kind IN ('message', 'feedback')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  sender text NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT inbox_audience_target CHECK (
    (audience = 'member' AND member_id IS NOT NULL AND rank_label IS NULL)
    OR (audience = 'rank' AND member_id IS NULL AND rank_label IS NOT NULL)
    OR (audience = 'all' AND member_id IS NULL AND rank_label IS NULL))
);
CREATE INDEX inbox_messages_member_idx ON inbox_messages (member_id, id) WHERE member_id IS NOT NULL;
CREATE INDEX inbox_messages_broadcast_idx ON inbox_messages (tenant_id, audience, id) WHERE member_id IS NULL;

CREATE TABLE inbox_reads (
  message_id bigint NOT NULL REFERENCES inbox_messages (id),
  member_id integer NOT NULL REFERENCES members (id),
  read_at timestamptz NOT NULL,
  PRIMARY KEY (message_id, member_id)
);

CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  content text NOT NULL CHECK (length(content) BETWEEN 1 AND 140),
  created_at timestamptz NOT NULL,
  answer_message_id bigint REFERENCES inbox_messages (id),
  answered_by text,
  answered_at timestamptz
);
CREATE INDEX feedback_tenant_idx ON feedback (tenant_id, id);
CREATE INDEX feedback_member_idx ON feedback (member_id, id);

CREATE TABLE feedback_pictures (
  feedback_id bigint NOT NULL REFERENCES feedback (id),
  seq integer NOT NULL CHECK (seq BETWEEN 1 AND 3),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (feedback_id, seq)
);

CREATE TABLE member_icons (
  member_id integer PRIMARY KEY REFERENCES members (id),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  updated_at timestamptz NOT NULL
);
