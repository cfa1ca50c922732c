-- A practice from a person's own games (``/azul practice``, "Practice this position" under a
-- review): the positions before their costly moves, each with the table as it stood, the
-- move they played and the best one; the answers given so far, in order; and the position
-- they are at (``current``: one answered stays current until they move on).
CREATE TABLE practices (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id    bigint           NOT NULL,
    created_at double precision NOT NULL,
    positions  text             NOT NULL,
    answers    text             NOT NULL DEFAULT '[]',
    answered   integer          NOT NULL DEFAULT 0,
    current    integer          NOT NULL DEFAULT 0
);
CREATE INDEX practices_of_user ON practices (user_id, id);
