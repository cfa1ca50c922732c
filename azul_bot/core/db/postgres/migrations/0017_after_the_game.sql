-- After the game: the review of a finished game's people's moves, computed once by whichever
-- process claims it, and which moves a stand-in made for a person (never reviewed as theirs).

-- A move a computer stand-in made for a person's seat (their time ran out); false for the
-- moves of games from before, which are read as the seat's own.
ALTER TABLE moves ADD COLUMN by_stand_in boolean NOT NULL DEFAULT false;

-- One review per finished game with people: queued in the transaction that finishes it,
-- claimed under a lease (claimed_until) while a process computes it, done once (done_at).
-- verdicts: the reviewed moves as JSON, kept whole so each player's costliest are read back.
CREATE TABLE reviews (
    game_id       bigint PRIMARY KEY REFERENCES games (id),
    claimed_until double precision NOT NULL DEFAULT 0,
    attempts      integer NOT NULL DEFAULT 0,
    verdicts      text,
    created_at    double precision NOT NULL,
    done_at       double precision,
    CHECK ((verdicts IS NULL) = (done_at IS NULL))
);
CREATE INDEX reviews_waiting ON reviews (claimed_until) WHERE done_at IS NULL;
