-- Support chat (issue 15, CBS3): one conversation per player of a brand, messages from the player
-- or an operator. Text is stored as written (plain text, validated by the server: 1-500
-- characters, no control characters) and always rendered as text. See server/support/README.md.

CREATE TABLE support_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  sender text NOT NULL CHECK (sender IN ('player', 'operator')),
  -- the operator who answered (cli, api, or a name given to the command); NULL for the player
  operator_name text,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL,
  -- an operator answer: when the player read it; a player message: when an operator read it
  read_at timestamptz,
  CHECK ((sender = 'operator') = (operator_name IS NOT NULL))
);
CREATE INDEX support_messages_thread ON support_messages (tenant_id, member_id, id);
CREATE INDEX support_messages_unread ON support_messages (tenant_id, member_id) WHERE read_at IS NULL;
