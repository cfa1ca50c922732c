## Buttons and menus. Those under a channel message (the lobby's, the factories and the
## center under a table, Rematch) are in the server's language, the others in the reader's.

button-resign-yes = Yes, leave the game
button-abort-game-yes = Yes, abort the game
button-close-lobby-yes = Yes, close the lobby
button-keep-playing = No, keep playing
button-keep-lobby = No, keep it open
button-previous = Previous
button-next = Next
