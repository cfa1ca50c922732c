-- Deadlines, server settings, player preferences, stand-ins and coached games.

-- A person's seat that a computer plays for them (they left, or ran out of time for good).
ALTER TABLE seats ADD COLUMN stand_in text;

-- A hint was used in this game: it changes no ratings.
ALTER TABLE games ADD COLUMN coached boolean NOT NULL DEFAULT false;

-- A game's pending deadlines. Every change of a game replaces its rows in the change's own
-- transaction, so a move cancels the timers of the turn before; version is the game version
-- the change made, and a timer whose game has moved on does nothing.
CREATE TABLE timers (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game_id    bigint  NOT NULL REFERENCES games (id),
    channel_id bigint  NOT NULL,
    kind       text    NOT NULL,
    due_at     double precision NOT NULL,  -- UNIX seconds; a claim moves it to the lease's end
    version    integer NOT NULL
);

-- The dispatcher reads the next deadline, and the due ones, straight off this index.
CREATE INDEX timers_by_due ON timers (due_at);
CREATE INDEX timers_by_game ON timers (game_id);

CREATE TABLE guild_settings (
    guild_id       bigint PRIMARY KEY,
    turn_limit     double precision,  -- seconds; NULL: no limit
    reminder_after double precision,  -- seconds into a turn; NULL: no reminder
    at_limit       text    NOT NULL CHECK (at_limit IN ('turn', 'seat')),
    threads        boolean NOT NULL,
    hints          boolean NOT NULL
);

CREATE TABLE player_prefs (
    user_id   bigint PRIMARY KEY,
    notify_dm boolean NOT NULL
);

-- A person's games (running ones, the finished ones page by page) without a scan of all.
CREATE INDEX seats_by_user ON seats (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX games_finished_by_guild ON games (guild_id, updated_at DESC, id DESC)
    WHERE status = 'finished';
