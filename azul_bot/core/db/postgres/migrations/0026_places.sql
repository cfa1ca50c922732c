-- Where the bot plays beyond the servers that added it: the bot's own DMs, and the places it
-- is no member of (a group DM, a channel of a server where only its players added the app),
-- where it speaks only by answering interactions. A server channel the bot is in has no row.
CREATE TABLE places (
    channel_id bigint           PRIMARY KEY,
    kind       text             NOT NULL
               CHECK (kind IN ('bot_dm', 'group_dm', 'visited_server')),
    guild_id   bigint,            -- a visited server's; NULL for a DM or a group DM
    since      double precision NOT NULL
);

-- A server's places, found from its id: a server where only its players added the app keeps
-- no seasons (nobody there may set them up).
CREATE INDEX places_by_guild ON places (guild_id) WHERE guild_id IS NOT NULL;

-- The live interaction tokens of those places the bot is no member of: every process may post
-- there with them (a follow-up, at most 5 each where only a person's install authorized it)
-- for 15 minutes; a token is ready once its interaction's own answer is out. Kept until they
-- expire, with the messages each made (only the token that made a message may edit it).
CREATE TABLE place_tokens (
    interaction_id bigint           PRIMARY KEY,
    channel_id     bigint           NOT NULL,
    token          text             NOT NULL,
    expires_at     double precision NOT NULL,
    capped         boolean          NOT NULL,
    ready          boolean          NOT NULL,
    follow_ups     integer          NOT NULL DEFAULT 0
);
CREATE INDEX place_tokens_by_channel ON place_tokens (channel_id, interaction_id);
CREATE INDEX place_tokens_by_end ON place_tokens (expires_at);

CREATE TABLE place_messages (
    message_id     bigint PRIMARY KEY,
    interaction_id bigint NOT NULL
);
CREATE INDEX place_messages_by_token ON place_messages (interaction_id);
