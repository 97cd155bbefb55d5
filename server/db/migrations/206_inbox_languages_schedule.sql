-- Inbox messages in several languages and sent at a chosen time. `inbox_messages.title` and `body`
-- hold the text in the brand's default language (what a player reads when his language has none);
-- `inbox_message_texts` holds the other languages. A message with `visible_from` is shown from that
-- moment (the server clock), not before; without it, from `created_at`.
ALTER TABLE inbox_messages ADD COLUMN visible_from timestamptz;

CREATE TABLE inbox_message_texts (
  message_id bigint NOT NULL REFERENCES inbox_messages (id),
  language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  PRIMARY KEY (message_id, language)
);
