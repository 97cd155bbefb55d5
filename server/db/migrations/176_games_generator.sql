-- Which generator wrote the catalogue (server/games/seed.ts GENERATOR_VERSION): a catalogue written
-- by an older one (game names that no longer say what plays, issue 28 item 6) is written again at
-- its size on first use. Same size, same node ids and codes: favourites, recent and records keep
-- their games.
ALTER TABLE games_catalogue ADD COLUMN generator integer NOT NULL DEFAULT 1;
