## Leaving a running game (/azul leave): asked first, then answered.

ask-resign = Really leave this game? A computer plays your seat to the end, and for the ratings you finish last.
reply-stayed = You stay in the game.
reply-resigned = You left the game: a computer plays your seat from now on.

## A computer's seat, as every post names it; the lobby a game started from.

seat-computer = Computer ({ $level })
seat-computer-numbered = Computer { $number } ({ $level })
