## Turns in the channel, in the server's language. { $mention } is a Discord ping (<@123>);
## { $deadline } is Discord's time markup (<t:1700000000:R>), which each reader sees as
## "in 2 hours" in their own language.

reminder = ⏳ { $mention }, it's still your turn in Azul.

## Leaving a running game (/azul leave): asked first, then answered.

ask-resign = Really leave this game? A computer plays your seat to the end, and for the ratings you finish last.
reply-stayed = You stay in the game.
reply-resigned = You left the game: a computer plays your seat from now on.

## A computer's seat, as every post names it; the lobby a game started from.

seat-computer = Computer ({ $level })
seat-computer-numbered = Computer { $number } ({ $level })
