-- Shared rate-limit counters (issue 26 item 4): one row per limit and key, counted by an atomic
-- upsert (server/limits/counter.ts), so every server process on this database counts together.
-- A fixed window: the count starts again at 1 once reset_at has passed. Expired rows are deleted by
-- the housekeeping run. No index on reset_at: the counter's UPDATE stays a HOT update.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
