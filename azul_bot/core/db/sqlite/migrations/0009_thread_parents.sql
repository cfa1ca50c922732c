-- The channel each thread with a game hangs from, so that a command typed in the channel can
-- point to the games of its threads (Discord's cache may not hold an archived thread). A fact
-- of the thread, not of one game: a rematch or a later game in the same thread is found too.
-- Written when a lobby opens in a thread; threads of games from before are not known.
CREATE TABLE thread_parents (
    thread_id INTEGER PRIMARY KEY,
    parent_id INTEGER NOT NULL
);

CREATE INDEX thread_parents_by_parent ON thread_parents (parent_id);
