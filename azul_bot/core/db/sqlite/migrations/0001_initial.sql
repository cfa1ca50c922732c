-- Games, their seats and their move log.

-- A key/value corner for the store's own bookkeeping; writing it at start-up proves the file
-- is writable before any player is told anything.
CREATE TABLE store_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,  -- a channel or a thread
    host_id     INTEGER NOT NULL,
    status      TEXT    NOT NULL
                CHECK (status IN ('lobby', 'running', 'finished', 'aborted', 'corrupt')),
    version     INTEGER NOT NULL CHECK (version >= 1),
    state       TEXT,              -- engine JSON, NULL while in the lobby
    start_state TEXT,              -- engine JSON at the start: replays begin here
    message_id  INTEGER,
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL
);

-- One open table per channel, enforced by the database so that no race in the service can
-- ever open two.
CREATE UNIQUE INDEX games_open_per_channel ON games (channel_id)
    WHERE status IN ('lobby', 'running');

-- Start-up lists the running games; the finished ones (the vast majority) stay out of it.
CREATE INDEX games_running ON games (updated_at) WHERE status = 'running';

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 3),
    user_id  INTEGER,               -- NULL for a computer seat
    name     TEXT    NOT NULL,      -- display name at the time of joining
    computer TEXT,                  -- kind of computer player, NULL for a person
    PRIMARY KEY (game_id, position),
    CHECK ((user_id IS NULL) <> (computer IS NULL))
) WITHOUT ROWID;

CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    seat       INTEGER NOT NULL,
    move       TEXT    NOT NULL,
    created_at REAL    NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- The log is the game's history and the input of every replay: once written it stays.
CREATE TRIGGER moves_append_only_update BEFORE UPDATE ON moves
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;

CREATE TRIGGER moves_append_only_delete BEFORE DELETE ON moves
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;
