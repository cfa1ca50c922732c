-- A season counts its Crystal Mosaic games apart from its grey-wall ones (until now every wall
-- but the classic one was counted as grey).
ALTER TABLE seasons ADD COLUMN crystal_games INTEGER NOT NULL DEFAULT 0;

-- The seasons kept so far: their Crystal Mosaic games found by when they finished, moved out
-- of the grey count (never more than it holds: a game the season did not count stays out).
UPDATE seasons SET crystal_games = min(grey_games, (
    SELECT count(DISTINCT results.game_id) FROM results
      JOIN games ON games.id = results.game_id
     WHERE results.guild_id = seasons.guild_id
       AND games.variant IN ('crystal-1', 'crystal-2')
       AND results.finished_at >= seasons.starts_at
       AND (seasons.closed_at IS NULL OR results.finished_at <= seasons.closed_at)));
UPDATE seasons SET grey_games = grey_games - crystal_games;
