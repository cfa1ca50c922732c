-- Results of finished games and the per-server player statistics behind the leaderboards.

-- One row per seat of a finished game, computer seats included: the history the stats
-- were built from, and enough to rebuild them.
CREATE TABLE results (
    game_id      INTEGER NOT NULL,
    position     INTEGER NOT NULL,
    score        INTEGER NOT NULL,
    rank         INTEGER NOT NULL,
    winner       INTEGER NOT NULL CHECK (winner IN (0, 1)),
    rows         INTEGER NOT NULL,
    columns      INTEGER NOT NULL,
    colors       INTEGER NOT NULL,
    mu_before    REAL,              -- NULL when the seat was not rated
    sigma_before REAL,
    mu_after     REAL,
    sigma_after  REAL,
    PRIMARY KEY (game_id, position),
    FOREIGN KEY (game_id, position) REFERENCES seats (game_id, position)
) WITHOUT ROWID;

-- One row per (server, person), updated in the transaction that finishes a game, so a
-- leaderboard page is an index range read and never an aggregate over all games.
CREATE TABLE player_stats (
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,  -- display name in the latest finished game
    games         INTEGER NOT NULL CHECK (games >= 1),
    wins          INTEGER NOT NULL,
    total_score   INTEGER NOT NULL,
    best_score    INTEGER NOT NULL,
    rows          INTEGER NOT NULL,
    columns       INTEGER NOT NULL,
    colors        INTEGER NOT NULL,
    rated_games   INTEGER NOT NULL,  -- games against at least one other person
    mu            REAL    NOT NULL,
    sigma         REAL    NOT NULL,
    rating        REAL    NOT NULL,  -- displayed rating, derived from mu and sigma
    updated_at    REAL    NOT NULL,
    win_rate      REAL GENERATED ALWAYS AS (CAST(wins AS REAL) / games) STORED,
    average_score REAL GENERATED ALWAYS AS (CAST(total_score AS REAL) / games) STORED,
    PRIMARY KEY (guild_id, user_id)
);

-- One index per leaderboard order, each ending in the full tie-break so a page is read
-- straight off the index. rated_games rides along in the rating index so the minimum-games
-- filter and the rank count never touch the table.
CREATE INDEX player_stats_by_rating
    ON player_stats (guild_id, rating DESC, user_id, rated_games);
CREATE INDEX player_stats_by_rated_games ON player_stats (guild_id, rated_games);
CREATE INDEX player_stats_by_wins ON player_stats (guild_id, wins DESC, games, user_id);
CREATE INDEX player_stats_by_win_rate
    ON player_stats (guild_id, win_rate DESC, games DESC, user_id);
CREATE INDEX player_stats_by_average
    ON player_stats (guild_id, average_score DESC, games DESC, user_id);
CREATE INDEX player_stats_by_best ON player_stats (guild_id, best_score DESC, games DESC, user_id);
