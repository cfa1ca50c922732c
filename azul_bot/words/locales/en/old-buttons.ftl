## A button of a turn gone by: where the game is now.

stale-no-game = The table has moved on since that message; there is no game running here now.
stale-moved-on = The table has moved on since that message.
stale-yours = The table has moved on since that message. It's your turn: use the buttons under the latest table.
stale-link = The table has moved on since that message. Current turn: { $link }
stale-link-yours = The table has moved on since that message. It's your turn: use the buttons under the latest table: { $link }

## A button or menu from an earlier version of the bot: its custom id is one that the running
## version no longer reads. Said to whoever pressed it alone; nothing changes.
## { $control } is button or menu.

old-button = { $control ->
    [menu] This menu
   *[button] This button
} is from an earlier version of the bot and no longer does anything; nothing was changed.
old-button-board = { $control ->
    [menu] This menu
   *[button] This button
} is from an earlier version of the bot and no longer does anything. Here is the game as it stands:
