-- The languages the bot speaks in: a server's chosen one, the Discord locale a server and a
-- person were last seen with (their channel messages and direct messages follow them).

-- 'auto': the server's own Discord locale; else a locale its admins chose ('fr', 'nl'...).
ALTER TABLE guild_settings ADD COLUMN language TEXT NOT NULL DEFAULT 'auto';

-- Written only when an interaction shows another locale than the one stored.
CREATE TABLE guild_locales (
    guild_id INTEGER PRIMARY KEY,
    locale   TEXT    NOT NULL
);

-- NULL until the person's first interaction.
ALTER TABLE player_prefs ADD COLUMN locale TEXT;
