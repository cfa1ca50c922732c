-- Results of finished games and the per-server player statistics behind the leaderboards.

-- One row per seat of a finished game, computer seats included: the history the stats
-- were built from, and enough to rebuild them.
CREATE TABLE results (
    game_id      bigint   NOT NULL,
    position     smallint NOT NULL,
    score        integer  NOT NULL,
    rank         smallint NOT NULL,
    winner       boolean  NOT NULL,
    rows         integer  NOT NULL,
    columns      integer  NOT NULL,
    colors       integer  NOT NULL,
    mu_before    double precision,  -- NULL when the seat was not rated
    sigma_before double precision,
    mu_after     double precision,
    sigma_after  double precision,
    PRIMARY KEY (game_id, position),
    FOREIGN KEY (game_id, position) REFERENCES seats (game_id, position)
);

-- One row per (server, person), updated in the transaction that finishes a game, so a
-- leaderboard page is an index range read and never an aggregate over all games.
CREATE TABLE player_stats (
    guild_id      bigint  NOT NULL,
    user_id       bigint  NOT NULL,
    name          text    NOT NULL,  -- display name in the latest finished game
    games         integer NOT NULL CHECK (games >= 1),
    wins          integer NOT NULL,
    total_score   integer NOT NULL,
    best_score    integer NOT NULL,
    rows          integer NOT NULL,
    columns       integer NOT NULL,
    colors        integer NOT NULL,
    rated_games   integer NOT NULL,  -- games against at least one other person
    mu            double precision NOT NULL,
    sigma         double precision NOT NULL,
    rating        double precision NOT NULL,  -- displayed rating, derived from mu and sigma
    updated_at    double precision NOT NULL,
    win_rate      double precision GENERATED ALWAYS AS (wins::double precision / games) STORED,
    average_score double precision
                  GENERATED ALWAYS AS (total_score::double precision / games) STORED,
    PRIMARY KEY (guild_id, user_id)
);

-- One index per leaderboard order, each ending in the full tie-break so a page is read
-- straight off the index (the rank count of player_stats() uses the rating one).
CREATE INDEX player_stats_by_rating ON player_stats (guild_id, rating DESC, user_id);
CREATE INDEX player_stats_by_wins ON player_stats (guild_id, wins DESC, games, user_id);
CREATE INDEX player_stats_by_win_rate
    ON player_stats (guild_id, win_rate DESC, games DESC, user_id);
CREATE INDEX player_stats_by_average
    ON player_stats (guild_id, average_score DESC, games DESC, user_id);
CREATE INDEX player_stats_by_best ON player_stats (guild_id, best_score DESC, games DESC, user_id);
