-- Who finishes their games: each finished game's seats by server and person, with whether the
-- person abandoned it, and how long their recent turns took; a lobby's minimum share of
-- finished games. Read per person as an index range of their latest rows, never a count of
-- the whole table.

-- The person resigned during the first round (a stand-in plays on): that game does not count
-- against them.
ALTER TABLE seats ADD COLUMN left_early boolean NOT NULL DEFAULT false;

-- The least share of finished games (percent) a person needs to join the lobby; NULL: none.
ALTER TABLE games ADD COLUMN min_finished smallint CHECK (min_finished BETWEEN 1 AND 100);
-- When the turn came to whoever may move now, on the service's clock (a grey wall's tiling:
-- when it began); NULL for games from before, whose current turn is then not timed.
ALTER TABLE games ADD COLUMN turn_began_at double precision;

-- Whose seat each result is, and when the game finished. abandoned: true when a stand-in
-- played the seat at the end, false when its person finished it; NULL when it counts for
-- nobody (a computer, a person who left in the first round or held two seats).
ALTER TABLE results ADD COLUMN guild_id bigint;
ALTER TABLE results ADD COLUMN user_id bigint;
ALTER TABLE results ADD COLUMN finished_at double precision;
ALTER TABLE results ADD COLUMN abandoned boolean;

UPDATE results SET guild_id = games.guild_id, finished_at = games.updated_at,
                   user_id = seats.user_id
  FROM games, seats
 WHERE games.id = results.game_id
   AND seats.game_id = results.game_id AND seats.position = results.position;

-- Games from before: a seat its stand-in held at the end was abandoned (when it left is not
-- known, so a resignation in the first round counts too).
UPDATE results SET abandoned = seats.stand_in IS NOT NULL
  FROM seats
 WHERE seats.game_id = results.game_id AND seats.position = results.position
   AND results.user_id IS NOT NULL
   AND (SELECT count(*) FROM seats AS held
         WHERE held.game_id = results.game_id AND held.user_id = results.user_id) = 1;

-- A person's last 50 counted games on a server, newest first, straight off the index.
CREATE INDEX results_by_player ON results (guild_id, user_id, finished_at DESC, game_id DESC)
    INCLUDE (abandoned) WHERE abandoned IS NOT NULL;

-- The seconds each of a person's recent turns took (a person's own moves only: not a
-- stand-in's, not a computer's). Each move keeps its person's newest 100 and deletes the rest.
CREATE TABLE turn_times (
    id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,  -- in the order of the moves
    guild_id bigint NOT NULL,
    user_id  bigint NOT NULL,
    at       double precision NOT NULL,  -- when the move was stored
    seconds  double precision NOT NULL CHECK (seconds >= 0)
);

CREATE INDEX turn_times_by_player ON turn_times (guild_id, user_id, id DESC) INCLUDE (seconds);
