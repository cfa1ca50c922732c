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
