-- The reality check is enforced on the server (issue 28): at each reminder of the player's interval,
-- counted from the start of his login session, bets are refused until he answers the reminder on
-- the site. The last answer is kept on the session.
ALTER TABLE sessions ADD COLUMN reality_answered_at timestamptz;
