-- The club's groundwork: a server's season, announcements channel and time-away allowance;
-- timers and announcements that belong to no game (a season's end, a person's daily digest).

ALTER TABLE guild_settings ADD COLUMN season TEXT NOT NULL DEFAULT 'quarterly'
    CHECK (season IN ('monthly', 'quarterly', 'off'));
ALTER TABLE guild_settings ADD COLUMN announcements INTEGER;  -- a channel id; NULL: none
ALTER TABLE guild_settings ADD COLUMN away_days INTEGER NOT NULL DEFAULT 21
    CHECK (away_days BETWEEN 0 AND 366);

-- SQLite cannot drop a NOT NULL: both tables are rebuilt, their ids and AUTOINCREMENT
-- sequences kept, so an id is still never reused.
CREATE TABLE timers_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER REFERENCES games (id),  -- NULL: the club's (a season, a digest)
    channel_id INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    due_at     REAL    NOT NULL,
    version    INTEGER NOT NULL,
    claimed    INTEGER NOT NULL DEFAULT 0 CHECK (claimed IN (0, 1)),
    guild_id   INTEGER,                        -- whose it is, for a timer of no game
    user_id    INTEGER,
    CHECK (game_id IS NOT NULL OR guild_id IS NOT NULL OR user_id IS NOT NULL)
);
INSERT INTO timers_new (id, game_id, channel_id, kind, due_at, version, claimed)
    SELECT id, game_id, channel_id, kind, due_at, version, claimed FROM timers;
DELETE FROM sqlite_sequence WHERE name = 'timers_new';
INSERT INTO sqlite_sequence (name, seq) SELECT 'timers_new', seq FROM sqlite_sequence
    WHERE name = 'timers';
DROP TABLE timers;
ALTER TABLE timers_new RENAME TO timers;
CREATE INDEX timers_by_due ON timers (due_at);
CREATE INDEX timers_by_game ON timers (game_id);
-- At most one pending timer of a kind per owner: a season's end is set once per server.
CREATE UNIQUE INDEX timers_of_the_club
    ON timers (kind, coalesce(guild_id, 0), coalesce(user_id, 0)) WHERE game_id IS NULL;

CREATE TABLE announcements_new (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER REFERENCES games (id),  -- NULL: the club's, posted on its own
    channel_id  INTEGER NOT NULL,               -- a channel, or a person for a direct message
    kind        TEXT    NOT NULL,
    payload     TEXT    NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    due_at      REAL    NOT NULL DEFAULT 0,
    claimed     INTEGER NOT NULL DEFAULT 0 CHECK (claimed IN (0, 1)),
    last_error  TEXT,
    dropped_at  REAL,
    created_at  REAL    NOT NULL
);
INSERT INTO announcements_new SELECT id, game_id, channel_id, kind, payload, attempts, due_at,
    claimed, last_error, dropped_at, created_at FROM announcements;
DELETE FROM sqlite_sequence WHERE name = 'announcements_new';
INSERT INTO sqlite_sequence (name, seq) SELECT 'announcements_new', seq FROM sqlite_sequence
    WHERE name = 'announcements';
DROP TABLE announcements;
ALTER TABLE announcements_new RENAME TO announcements;
CREATE INDEX announcements_pending_by_game ON announcements (game_id, id)
    WHERE dropped_at IS NULL;
