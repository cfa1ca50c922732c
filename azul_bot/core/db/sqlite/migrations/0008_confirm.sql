-- Whether a person wants the Confirm step of the move picker: 1 asks for it, 0 plays on the
-- line tap; NULL until they choose, so the default stays the bot's (service/preferences.py)
-- and can change without a migration.
ALTER TABLE player_prefs ADD COLUMN confirm_move INTEGER CHECK (confirm_move IN (0, 1));
