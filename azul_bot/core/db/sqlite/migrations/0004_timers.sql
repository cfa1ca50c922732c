-- Deadlines, server settings, player preferences, stand-ins and coached games.

-- A person's seat that a computer plays for them (they left, or ran out of time for good).
ALTER TABLE seats ADD COLUMN stand_in TEXT;

-- A hint was used in this game: it changes no ratings.
ALTER TABLE games ADD COLUMN coached INTEGER NOT NULL DEFAULT 0 CHECK (coached IN (0, 1));

-- A game's pending deadlines. Every change of a game replaces its rows in the change's own
-- transaction, so a move cancels the timers of the turn before; version is the game version
-- the change made, and a timer whose game has moved on does nothing.
CREATE TABLE timers (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    channel_id INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    due_at     REAL    NOT NULL,  -- UNIX seconds; a claim moves it to the lease's end
    version    INTEGER NOT NULL
);

-- The dispatcher reads the next deadline, and the due ones, straight off this index.
CREATE INDEX timers_by_due ON timers (due_at);
CREATE INDEX timers_by_game ON timers (game_id);

CREATE TABLE guild_settings (
    guild_id       INTEGER PRIMARY KEY,
    turn_limit     REAL,              -- seconds; NULL: no limit
    reminder_after REAL,              -- seconds into a turn; NULL: no reminder
    at_limit       TEXT    NOT NULL CHECK (at_limit IN ('turn', 'seat')),
    threads        INTEGER NOT NULL CHECK (threads IN (0, 1)),
    hints          INTEGER NOT NULL CHECK (hints IN (0, 1))
);

CREATE TABLE player_prefs (
    user_id   INTEGER PRIMARY KEY,
    notify_dm INTEGER NOT NULL CHECK (notify_dm IN (0, 1))
);
