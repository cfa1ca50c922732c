-- Seasons: each server's ladder starts again every month or quarter (the all-time one stays).

-- A server's seasons, numbered from 1. At most one is open (closed_at NULL): the one a
-- finished game counts in. Its counts are kept by the finishing moves, so the season's end
-- and its ladder's size are read from this row, never counted.
CREATE TABLE seasons (
    guild_id   bigint           NOT NULL,
    number     integer          NOT NULL CHECK (number >= 1),
    period     text             NOT NULL CHECK (period IN ('monthly', 'quarterly')),
    starts_at  double precision NOT NULL,
    ends_at    double precision NOT NULL CHECK (ends_at > starts_at),
    closed_at  double precision,           -- NULL: open; set by the roll at the end
    games      integer          NOT NULL DEFAULT 0,  -- games finished in it
    grey_games integer          NOT NULL DEFAULT 0,  -- of which on the grey wall
    ranked     integer          NOT NULL DEFAULT 0,  -- people with 5 rated games or more in it
    PRIMARY KEY (guild_id, number)
);
CREATE UNIQUE INDEX seasons_open ON seasons (guild_id) WHERE closed_at IS NULL;

-- One row per (server, season, person), written by the finishing move with the all-time
-- stats; the season's own skill starts from a soft reset of the all-time one.
CREATE TABLE season_stats (
    guild_id    bigint           NOT NULL,
    number      integer          NOT NULL,
    user_id     bigint           NOT NULL,
    name        text             NOT NULL,  -- display name in the latest finished game
    games       integer          NOT NULL CHECK (games >= 1),
    wins        integer          NOT NULL,
    rated_games integer          NOT NULL,
    total_score integer          NOT NULL,
    best_score  integer          NOT NULL,
    mu          double precision NOT NULL,
    sigma       double precision NOT NULL,
    rating      double precision NOT NULL,
    final_rank  integer,          -- the place on the ladder, frozen when the season closed
    updated_at  double precision NOT NULL,
    PRIMARY KEY (guild_id, number, user_id),
    FOREIGN KEY (guild_id, number) REFERENCES seasons (guild_id, number)
);

-- A season's ladder: the people ranked (5 rated games or more: records.RANKED_GAMES), best
-- first, so a page is a range of this index and the roll ranks them in its order.
CREATE INDEX season_stats_by_rating ON season_stats (guild_id, number, rating DESC, user_id)
    WHERE rated_games >= 5;
