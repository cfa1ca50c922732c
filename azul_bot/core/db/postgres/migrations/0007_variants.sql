-- What game a table plays (the engine's ``Variant.code``): chosen in the lobby, kept until
-- the start, and named by the game's stored state afterwards. Games from before: classic.
ALTER TABLE games ADD COLUMN variant text NOT NULL DEFAULT 'classic';
