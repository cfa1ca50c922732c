-- Games, their seats and their move log.

-- A key/value corner for the store's own bookkeeping; writing it at start-up proves the
-- database is writable before any player is told anything.
CREATE TABLE store_meta (
    key   text PRIMARY KEY,
    value text NOT NULL
);

-- States are kept as the engine's JSON text, not jsonb: the store hands them back exactly as
-- given, and the engine (not the database) decides whether a stored state is readable.
CREATE TABLE games (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    guild_id    bigint  NOT NULL,
    channel_id  bigint  NOT NULL,  -- a channel or a thread
    host_id     bigint  NOT NULL,
    status      text    NOT NULL
                CHECK (status IN ('lobby', 'running', 'finished', 'aborted', 'corrupt')),
    version     integer NOT NULL CHECK (version >= 1),
    state       text,              -- engine JSON, NULL while in the lobby
    start_state text,              -- engine JSON at the start: replays begin here
    message_id  bigint,
    created_at  double precision NOT NULL,
    updated_at  double precision NOT NULL
);

-- One open table per channel, enforced by the database so that no race in the service (or
-- between two bot processes) can ever open two.
CREATE UNIQUE INDEX games_open_per_channel ON games (channel_id)
    WHERE status IN ('lobby', 'running');

-- Start-up counts the running games; the finished ones (the vast majority) stay out of it.
CREATE INDEX games_running ON games (updated_at) WHERE status = 'running';

CREATE TABLE seats (
    game_id  bigint   NOT NULL REFERENCES games (id),
    position smallint NOT NULL CHECK (position BETWEEN 0 AND 3),
    user_id  bigint,               -- NULL for a computer seat
    name     text     NOT NULL,    -- display name at the time of joining
    computer text,                 -- kind of computer player, NULL for a person
    PRIMARY KEY (game_id, position),
    CHECK ((user_id IS NULL) <> (computer IS NULL))
);

CREATE TABLE moves (
    game_id    bigint   NOT NULL REFERENCES games (id),
    seq        integer  NOT NULL CHECK (seq >= 1),
    seat       smallint NOT NULL,
    move       text     NOT NULL,
    created_at double precision NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- The log is the game's history and the input of every replay: once written it stays.
CREATE FUNCTION moves_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the move log is append-only' USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER moves_append_only BEFORE UPDATE OR DELETE ON moves
    FOR EACH ROW EXECUTE FUNCTION moves_append_only();

CREATE TRIGGER moves_no_truncate BEFORE TRUNCATE ON moves
    FOR EACH STATEMENT EXECUTE FUNCTION moves_append_only();
