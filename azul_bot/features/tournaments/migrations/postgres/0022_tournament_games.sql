-- A tournament's game is known by its table (tournament_tables.game_id, set in the transaction
-- that stores the game), which names its tournament: the host's games keep no column of it.
ALTER TABLE games DROP COLUMN tournament_id;
