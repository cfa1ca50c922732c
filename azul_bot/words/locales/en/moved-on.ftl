## The table moved on: a button, a menu or a change made for a turn (or a version of the
## game) gone by, and where the game is now.

stale-no-game = The table has moved on since that message; there is no game running here now.
stale-moved-on = The table has moved on since that message.
stale-yours = The table has moved on since that message. It's your turn: use the buttons under the latest table.
stale-link = The table has moved on since that message. Current turn: { $link }
stale-link-yours = The table has moved on since that message. It's your turn: use the buttons under the latest table: { $link }

refusal-old_turn = The table has moved on since that message; use the latest one.
refusal-other_game = That button belongs to a game that is over; the table has moved on.
refusal-game_already_over = That game is already over.
refusal-table_moved_on = The table has moved on since; nothing was played.
refusal-game_changed = The game changed meanwhile; please try again.
