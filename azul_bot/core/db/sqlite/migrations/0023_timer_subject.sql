-- A timer of no game belongs to a server or a person, and to what its kind's feature says
-- beside them (a tournament's timers: the tournament's id), a number the host keeps as the
-- timer's subject without reading it. The index of one pending timer per owner follows the
-- rename.
ALTER TABLE timers RENAME COLUMN tournament_id TO subject;
