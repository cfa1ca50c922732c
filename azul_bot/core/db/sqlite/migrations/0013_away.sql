-- Time away (/azul away, /azul back): who is away on a server and until when, what each turn
-- paused by it had left, and how much of each season's allowance a person used.

-- A person's time away on a server; the row is replaced when they go away again, and goes
-- when they come back. Past until_at it is over, whether or not the row is gone yet.
CREATE TABLE away (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    since_at REAL    NOT NULL,  -- UNIX seconds
    until_at REAL    NOT NULL,
    season   REAL    NOT NULL,  -- the start of the season whose allowance the days came from
    PRIMARY KEY (guild_id, user_id)
);

-- What a turn had left when its player went away (seconds; NULL: no such deadline was
-- pending), given back when they return to the same turn: the game at that version, or on
-- a grey wall the same round's tiling.
CREATE TABLE paused_turns (
    game_id       INTEGER NOT NULL REFERENCES games (id),
    position      INTEGER NOT NULL,
    version       INTEGER NOT NULL,
    round         INTEGER NOT NULL,  -- the wall tiling's round it was paused in; 0: a take
    reminder_left REAL,
    timeout_left  REAL,
    PRIMARY KEY (game_id, position)
);

-- Seconds of time away a person took from a season's allowance on a server (a season by
-- its start, UNIX seconds); days given back by an early return are taken off.
CREATE TABLE away_used (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    season   REAL    NOT NULL,
    used     REAL    NOT NULL,
    PRIMARY KEY (guild_id, user_id, season)
);
