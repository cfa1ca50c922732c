-- A person's games in every place they played (/azul stats counts them all, beside the place's
-- own ladder), found from the person.
CREATE INDEX player_stats_by_user ON player_stats (user_id);
