-- The name of each server the bot is in, as it last saw it (someone acted there): /azul stats
-- lists a person's games place by place, and a server's ladder is known by its id alone. A
-- server where only its players added the app never shows the bot its name: no row.
CREATE TABLE server_names (
    guild_id bigint PRIMARY KEY,
    name     text   NOT NULL
);
