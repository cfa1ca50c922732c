-- Seasons: each server's ladder starts again every month or quarter (the all-time one stays).

-- A server's seasons, numbered from 1. At most one is open (closed_at NULL): the one a
-- finished game counts in. Its counts are kept by the finishing moves, so the season's end
-- and its ladder's size are read from this row, never counted.
CREATE TABLE seasons (
    guild_id   INTEGER NOT NULL,
    number     INTEGER NOT NULL CHECK (number >= 1),
    period     TEXT    NOT NULL CHECK (period IN ('monthly', 'quarterly')),
    starts_at  REAL    NOT NULL,
    ends_at    REAL    NOT NULL CHECK (ends_at > starts_at),
    closed_at  REAL,               -- NULL: open; set by the roll at the end
    games      INTEGER NOT NULL DEFAULT 0,  -- games finished in it
    grey_games INTEGER NOT NULL DEFAULT 0,  -- of which on the grey wall
    ranked     INTEGER NOT NULL DEFAULT 0,  -- people with 5 rated games or more in it
    PRIMARY KEY (guild_id, number)
) WITHOUT ROWID;
CREATE UNIQUE INDEX seasons_open ON seasons (guild_id) WHERE closed_at IS NULL;

-- One row per (server, season, person), written by the finishing move with the all-time
-- stats; the season's own skill starts from a soft reset of the all-time one.
CREATE TABLE season_stats (
    guild_id    INTEGER NOT NULL,
    number      INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    name        TEXT    NOT NULL,  -- display name in the latest finished game
    games       INTEGER NOT NULL CHECK (games >= 1),
    wins        INTEGER NOT NULL,
    rated_games INTEGER NOT NULL,
    total_score INTEGER NOT NULL,
    best_score  INTEGER NOT NULL,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL,
    rating      REAL    NOT NULL,
    final_rank  INTEGER,           -- the place on the ladder, frozen when the season closed
    updated_at  REAL    NOT NULL,
    PRIMARY KEY (guild_id, number, user_id),
    FOREIGN KEY (guild_id, number) REFERENCES seasons (guild_id, number)
) WITHOUT ROWID;

-- A season's ladder: the people ranked (5 rated games or more: records.RANKED_GAMES), best
-- first, so a page is a range of this index and the roll ranks them in its order.
CREATE INDEX season_stats_by_rating ON season_stats (guild_id, number, rating DESC, user_id)
    WHERE rated_games >= 5;
