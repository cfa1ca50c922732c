-- A challenge ("Challenge to Azul", from the member menu) is the lobby's own row rather than a
-- column of the host's games: the member a lobby's host challenged, until they answer
-- (accept, decline, or take their seat by joining) or it expires; no row: the lobby holds no
-- open challenge. The challenges kept on the games so far move here, and the column goes.
CREATE TABLE challenges (
    game_id       bigint PRIMARY KEY REFERENCES games (id),
    challenged_id bigint NOT NULL
);
INSERT INTO challenges (game_id, challenged_id)
    SELECT id, challenged_id FROM games WHERE challenged_id IS NOT NULL;
ALTER TABLE games DROP COLUMN challenged_id;
