-- The announcement outbox, and the leaderboard without a minimum of games.

-- One row per announcement still to post. It is inserted in the transaction of the change it
-- announces and deleted once posted; a dropped one (given up) stays, with its error, for the
-- logs. AUTOINCREMENT: an id is never reused, so a late claimer whose lease ran out can never
-- complete a newer entry that happens to get the id of the one it posted.
CREATE TABLE announcements (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id),
    channel_id  INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    payload     TEXT    NOT NULL,            -- JSON object
    attempts    INTEGER NOT NULL DEFAULT 0,  -- failed attempts so far
    due_at      REAL    NOT NULL DEFAULT 0,  -- next attempt; 0 = at once; a claim's lease end
    claimed     INTEGER NOT NULL DEFAULT 0 CHECK (claimed IN (0, 1)),
    last_error  TEXT,
    dropped_at  REAL,                        -- given up: never claimed again
    created_at  REAL    NOT NULL
);

-- A game's oldest undelivered entry, and the pending count, straight off the index. The
-- claimer walks the table itself in id order and stops at its limit: the rows are the
-- pending entries (posted ones are deleted), so an index on due_at would only cost every
-- move one more page to write.
CREATE INDEX announcements_pending_by_game ON announcements (game_id, id)
    WHERE dropped_at IS NULL;

-- The rating leaderboard lists everyone now: the minimum-games filter and its index are gone.
DROP INDEX player_stats_by_rated_games;
