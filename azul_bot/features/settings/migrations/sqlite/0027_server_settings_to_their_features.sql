-- A server's settings that belong to a feature are that feature's rows: the seasons' period,
-- the time away each person has per season, the role whose members run tournaments. A server
-- without a row has the default (quarterly, 21 days, no role); the host's guild_settings keep
-- the host's rules and the announcements channel.
CREATE TABLE season_periods (
    guild_id INTEGER PRIMARY KEY,
    period   TEXT    NOT NULL CHECK (period IN ('monthly', 'quarterly', 'off'))
);
CREATE TABLE away_allowances (
    guild_id INTEGER PRIMARY KEY,
    days     INTEGER NOT NULL CHECK (days BETWEEN 0 AND 366)
);
CREATE TABLE tournament_organizers (
    guild_id INTEGER PRIMARY KEY,
    role_id  INTEGER NOT NULL
);
INSERT INTO season_periods (guild_id, period) SELECT guild_id, season FROM guild_settings;
INSERT INTO away_allowances (guild_id, days) SELECT guild_id, away_days FROM guild_settings;
INSERT INTO tournament_organizers (guild_id, role_id)
    SELECT guild_id, organizer_role FROM guild_settings WHERE organizer_role IS NOT NULL;
ALTER TABLE guild_settings DROP COLUMN season;
ALTER TABLE guild_settings DROP COLUMN away_days;
ALTER TABLE guild_settings DROP COLUMN organizer_role;
