-- The club's groundwork: a server's season, announcements channel and time-away allowance;
-- timers and announcements that belong to no game (a season's end, a person's daily digest).

ALTER TABLE guild_settings ADD COLUMN season text NOT NULL DEFAULT 'quarterly'
    CHECK (season IN ('monthly', 'quarterly', 'off'));
ALTER TABLE guild_settings ADD COLUMN announcements bigint;  -- a channel id; NULL: none
ALTER TABLE guild_settings ADD COLUMN away_days integer NOT NULL DEFAULT 21
    CHECK (away_days BETWEEN 0 AND 366);

ALTER TABLE timers ALTER COLUMN game_id DROP NOT NULL;  -- NULL: the club's
ALTER TABLE timers ADD COLUMN guild_id bigint;          -- whose it is, for a timer of no game
ALTER TABLE timers ADD COLUMN user_id bigint;
ALTER TABLE timers ADD CONSTRAINT timers_have_an_owner
    CHECK (game_id IS NOT NULL OR guild_id IS NOT NULL OR user_id IS NOT NULL);
-- At most one pending timer of a kind per owner: a season's end is set once per server.
CREATE UNIQUE INDEX timers_of_the_club
    ON timers (kind, coalesce(guild_id, 0), coalesce(user_id, 0)) WHERE game_id IS NULL;

-- NULL: the club's, posted on its own; channel_id is then a channel or a person (a DM).
ALTER TABLE announcements ALTER COLUMN game_id DROP NOT NULL;
