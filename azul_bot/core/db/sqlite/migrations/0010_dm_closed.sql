-- When Discord last refused a direct message to a person because they accept none from the bot
-- (UNIX seconds); NULL while their DMs are not known to be closed. Their turns then ping them
-- in the table message itself, until ``/azul notify`` reaches them again and clears it.
ALTER TABLE player_prefs ADD COLUMN dm_closed_at REAL;
