-- The rate-limit counters are written on every counted API request: an unlogged table writes no WAL,
-- so a counter's commit does not wait for a WAL flush (measured: scripts/bench-rate-limit.ts). What
-- is given up is acceptable for rate limits only: after a PostgreSQL crash the table starts empty,
-- and standbys do not have it (after a failover the counts start again). Login failures, SMS and
-- security codes stay in their own logged tables.
ALTER TABLE rate_limits SET UNLOGGED;
