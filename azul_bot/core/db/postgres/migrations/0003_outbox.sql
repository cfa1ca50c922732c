-- The announcement outbox.

-- One row per announcement still to post. It is inserted in the transaction of the change it
-- announces and deleted once posted; a dropped one (given up) stays, with its error, for the
-- logs. An identity column never hands out an id twice, so a late claimer whose lease ran
-- out can never complete a newer entry that happens to get the id of the one it posted.
CREATE TABLE announcements (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game_id     bigint  NOT NULL REFERENCES games (id),
    channel_id  bigint  NOT NULL,
    kind        text    NOT NULL,
    payload     text    NOT NULL,                 -- JSON object
    attempts    integer NOT NULL DEFAULT 0,       -- failed attempts so far
    due_at      double precision NOT NULL DEFAULT 0,  -- next attempt; 0 = at once; a lease's end
    claimed     boolean NOT NULL DEFAULT false,
    last_error  text,
    dropped_at  double precision,                 -- given up: never claimed again
    created_at  double precision NOT NULL
);

-- A game's oldest undelivered entry, and the pending count, straight off the index. The
-- claimer walks the primary key in id order and stops at its limit: the rows are the
-- pending entries (posted ones are deleted).
CREATE INDEX announcements_pending_by_game ON announcements (game_id, id)
    WHERE dropped_at IS NULL;
