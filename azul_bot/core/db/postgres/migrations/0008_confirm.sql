-- Whether a person wants the Confirm step of the move picker: true asks for it, false plays on
-- the line tap; NULL until they choose, so the default stays the bot's (service/preferences.py)
-- and can change without a migration.
ALTER TABLE player_prefs ADD COLUMN confirm_move boolean;
