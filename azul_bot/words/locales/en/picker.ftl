## Buttons and menus. Those under a channel message (the lobby's, the factories and the
## center under a table, Rematch) are in the server's language, the others in the reader's.

button-factory = { $number } · { $tiles }
button-center = Center · { $tiles }
button-center-marker = Center · { $tiles } + { -marker }
button-confirm = Confirm
button-resign-yes = Yes, leave the game
button-abort-game-yes = Yes, abort the game
button-close-lobby-yes = Yes, close the lobby
button-keep-playing = No, keep playing
button-keep-lobby = No, keep it open
button-previous = Previous
button-next = Next

## The move pickers: the choices offered, and the move they make, said once.

from-factory = from factory { $number }
from-center = from the center
pick-factory = Factory { $number } — { $tiles }
pick-center = Center — { $tiles }
pick-center-marker = Center — { $tiles } + { -marker }
# { $tiles }: how many and which color, as color-tiles says them ("3 red").
pick-color = { $tiles }
pick-fit = { $count } fit
pick-to-floor = { $count } to the floor
pick-to-lid = { $count } to the lid
pick-line = line { $number } — { $placement }
pick-floor = floor — { $placement }
pick-move = { $tiles } { $source } → { $line }
pick-move-color = { $color } { $source } → { $line }
picker-source = **Your move**: { $source }. Pick a color.
picker-color = **Your move**: { $tiles } { $source }. Pick a line.
picker-confirm = **{ $move }** ({ $placement }). Confirm?
picker-played = Played: { $move }.
reply-played = Played.

## Three taps: the move picker with or without its Confirm step (/azul confirm), and what the
## floor will cost, shown on each line choice. { $points } is a number of points lost.

pick-floor-cost = −{ $points }
picker-color-play = **Your move**: { $tiles } { $source }. Tap a line to play it.
picker-marker-cost = The first-player marker goes to your floor too: the points shown count it.
picker-confirm-tip = -# One tap less per move: `/azul confirm on:False`
