-- A lobby's minimum share of finished games (/azul new min_finished:, a percent) is the lobby's
-- own row rather than a column of the host's games: set when the lobby opens, never changed,
-- kept after the game (a rematch asks the same); no row: anyone may join. The minimums kept
-- on the games so far move here, and the column goes.
CREATE TABLE lobby_minimums (
    game_id      bigint PRIMARY KEY REFERENCES games (id),
    min_finished smallint NOT NULL CHECK (min_finished BETWEEN 1 AND 100)
);
INSERT INTO lobby_minimums (game_id, min_finished)
    SELECT id, min_finished FROM games WHERE min_finished IS NOT NULL;
ALTER TABLE games DROP COLUMN min_finished;
