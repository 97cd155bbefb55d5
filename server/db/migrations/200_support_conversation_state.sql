-- Whether a support conversation is closed (the console's close/reopen). A conversation is closed
-- when closed_at is set and the player has written nothing since; a new player message reopens it.
CREATE TABLE support_conversation_state (
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  closed_at timestamptz,
  closed_by text,
  PRIMARY KEY (tenant_id, member_id)
);
