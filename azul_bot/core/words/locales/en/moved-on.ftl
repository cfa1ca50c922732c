## The table moved on: a button, a menu or a change made for a turn (or a version of the
## game) gone by, and where the game is now.

refusal-old_turn = The table has moved on since that message; use the latest one.
refusal-other_game = That button belongs to a game that is over; the table has moved on.
refusal-game_already_over = That game is already over.
refusal-table_moved_on = The table has moved on since; nothing was played.
refusal-game_changed = The game changed meanwhile; please try again.
