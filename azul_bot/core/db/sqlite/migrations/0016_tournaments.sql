-- Tournaments (/azul tournament): a server's event with a sign-up, rounds of games paired by
-- the bot (Swiss or round robin), each table's game in a thread of the tournament's channel.

-- One tournament. rounds: NULL until the start fixes it (a Swiss of the default length
-- counts its players first). current_round: the round whose tables are open, 0 before the
-- first; a round opens by a guarded update of this row, so it opens once. version: bumped by
-- every change of who plays (a join, a drop, a return), so a round paired from an older
-- read is not stored.
CREATE TABLE tournaments (
    id                INTEGER PRIMARY KEY,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,  -- where it is announced; its games' threads hang here
    organizer_id      INTEGER NOT NULL,
    name              TEXT    NOT NULL,
    format            TEXT    NOT NULL CHECK (format IN ('swiss', 'round_robin')),
    rounds            INTEGER CHECK (rounds >= 1),
    table_size        INTEGER NOT NULL CHECK (table_size BETWEEN 2 AND 4),
    variant           TEXT    NOT NULL,  -- the wall its games play (a Variant.code)
    time_limit        REAL,              -- seconds a turn; NULL: none
    signup_until      REAL,              -- the sign-up closes then; NULL: when the organizer starts
    min_finished      INTEGER CHECK (min_finished BETWEEN 1 AND 100),
    rated             INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1)),
    status            TEXT    NOT NULL DEFAULT 'signup'
                      CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    current_round     INTEGER NOT NULL DEFAULT 0 CHECK (current_round >= 0),
    version           INTEGER NOT NULL DEFAULT 1,
    signup_message_id INTEGER,
    created_at        REAL    NOT NULL,
    started_at        REAL,
    finished_at       REAL
);

-- A server's tournaments that are not over, for its commands (several at once).
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, id) WHERE status IN ('signup', 'running');

-- Who entered. rating: their displayed rating on the server, as the start read it (it seeds
-- the first round and breaks the last tie). showed_up: the latest round in which they made a
-- move of their own in their game or said they are still in (a player whose whole game a
-- stand-in played is dropped at the next pairing unless they come back).
CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    rating        REAL    NOT NULL,
    joined_at     REAL    NOT NULL,
    showed_up     INTEGER NOT NULL DEFAULT 0,
    dropped_at    REAL,              -- NULL: paired in the rounds to come
    dropped_why   TEXT CHECK (dropped_why IN ('left', 'removed', 'vanished')),
    PRIMARY KEY (tournament_id, user_id)
) WITHOUT ROWID;

-- A person's tournaments (/azul tournament leave, the picker of its option).
CREATE INDEX tournament_entrants_by_user ON tournament_entrants (user_id);

-- The tables of each round: seats (a JSON array of user ids in seat order); a bye (or a
-- walkover) is a row of one seat with bye = 1 and no game. game_id: NULL until its game is
-- stored, which sets it in the same transaction (so a table never gets two); thread_id: the
-- thread its game is played in.
CREATE TABLE tournament_tables (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL CHECK (round >= 1),
    table_no      INTEGER NOT NULL CHECK (table_no >= 1),
    seats         TEXT    NOT NULL,
    bye           INTEGER NOT NULL DEFAULT 0 CHECK (bye IN (0, 1)),
    game_id       INTEGER REFERENCES games (id),
    thread_id     INTEGER,
    PRIMARY KEY (tournament_id, round, table_no)
) WITHOUT ROWID;

CREATE UNIQUE INDEX tournament_tables_by_game ON tournament_tables (game_id)
    WHERE game_id IS NOT NULL;

-- A game of a tournament names it; rated = 0: it finishes without moving ratings.
ALTER TABLE games ADD COLUMN tournament_id INTEGER REFERENCES tournaments (id);
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));

-- A timer of no game may belong to a tournament (its sign-up's end, its next round): one
-- pending timer of a kind per owner, the tournament now part of the owner.
ALTER TABLE timers ADD COLUMN tournament_id INTEGER;
DROP INDEX timers_of_the_club;
CREATE UNIQUE INDEX timers_of_the_club
    ON timers (kind, coalesce(guild_id, 0), coalesce(user_id, 0), coalesce(tournament_id, 0))
    WHERE game_id IS NULL;

-- The role whose members may run tournaments besides those who manage the server; NULL: none.
ALTER TABLE guild_settings ADD COLUMN organizer_role INTEGER;
