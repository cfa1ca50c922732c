-- A challenge ("Challenge to Azul", from the member menu): the member a lobby's host
-- challenged, until they answer (accept, decline, or take their seat by joining); NULL: the
-- lobby holds no open challenge. Their Accept and Decline buttons are checked against it, so
-- a forged button changes nothing.
ALTER TABLE games ADD COLUMN challenged_id bigint;
