-- Where the bot plays beyond the servers that added it: the bot's own DMs, and the places it
-- is no member of (a group DM, a channel of a server where only its players added the app),
-- where it speaks only by answering interactions. A server channel the bot is in has no row.
CREATE TABLE places (
    channel_id INTEGER PRIMARY KEY,
    kind       TEXT    NOT NULL CHECK (kind IN ('bot_dm', 'group_dm', 'visited_server')),
    guild_id   INTEGER,            -- a visited server's; NULL for a DM or a group DM
    since      REAL    NOT NULL
) WITHOUT ROWID;

-- A server's places, found from its id: a server where only its players added the app keeps
-- no seasons (nobody there may set them up).
CREATE INDEX places_by_guild ON places (guild_id) WHERE guild_id IS NOT NULL;
