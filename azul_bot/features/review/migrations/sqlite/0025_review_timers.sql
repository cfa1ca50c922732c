-- A review waiting to be made is a club's timer of the review's kind (subject: the game's id,
-- of the game's server), set in the transaction that ends the game, rather than a row claimed
-- from the reviews themselves. Each review an earlier version left waiting gets its timer, due
-- at once; the reviews' claim columns are no longer read.
INSERT INTO timers (game_id, channel_id, kind, due_at, version, guild_id, user_id, subject,
                    claimed)
    SELECT NULL, 0, 'review', 0, 0, g.guild_id, NULL, r.game_id, 0
      FROM reviews AS r JOIN games AS g ON g.id = r.game_id
     WHERE r.done_at IS NULL;
