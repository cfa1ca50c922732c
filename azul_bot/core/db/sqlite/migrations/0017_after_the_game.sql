-- After the game: the review of a finished game's people's moves, computed once by whichever
-- process claims it, and which moves a stand-in made for a person (never reviewed as theirs).

-- A move a computer stand-in made for a person's seat (their time ran out); 0 for the moves of
-- games from before, which are read as the seat's own.
ALTER TABLE moves ADD COLUMN by_stand_in INTEGER NOT NULL DEFAULT 0 CHECK (by_stand_in IN (0, 1));

-- One review per finished game with people: queued in the transaction that finishes it,
-- claimed under a lease (claimed_until) while a process computes it, done once (done_at).
-- verdicts: the reviewed moves as JSON, kept whole so each player's costliest are read back.
CREATE TABLE reviews (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id),
    claimed_until REAL    NOT NULL DEFAULT 0,
    attempts      INTEGER NOT NULL DEFAULT 0,
    verdicts      TEXT,
    created_at    REAL    NOT NULL,
    done_at       REAL,
    CHECK ((verdicts IS NULL) = (done_at IS NULL))
);
CREATE INDEX reviews_waiting ON reviews (claimed_until) WHERE done_at IS NULL;
