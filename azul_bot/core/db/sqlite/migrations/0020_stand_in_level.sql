-- The level of the computer that stands in for a player who left or ran out of time, a
-- server's choice; the servers so far keep the one every stand-in had (normal). No CHECK on
-- the levels: the service checks them, so a new level needs no migration.
ALTER TABLE guild_settings ADD COLUMN stand_in TEXT NOT NULL DEFAULT 'normal';
