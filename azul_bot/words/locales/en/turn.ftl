## Turns in the channel, in the server's language. { $mention } is a Discord ping (<@123>);
## { $deadline } is Discord's time markup (<t:1700000000:R>), which each reader sees as
## "in 2 hours" in their own language.

game-begins = **Azul begins!** { $names }. { $first } was drawn to play first.
turn-yours = { $mention }, your turn: tap a factory or the center below, or use `/azul play`.
turn-told-by-dm = { $name }'s turn (told by direct message).
turn-computer = { $name } is thinking…
turn-stand-in = A computer is playing for { $name }…
ran-out-turn = ⏰ { $name } ran out of time; a computer stand-in ({ $level }) played this turn for them.
ran-out-seat = ⏰ { $name } ran out of time; a computer stand-in ({ $level }) takes the seat for the rest of the game.
resigned = { $name } left the game; a computer ({ $level }) plays their seat from now on.
reminder = ⏳ { $mention }, it's still your turn in Azul.
reminder-deadline = ⏳ { $mention }, it's still your turn in Azul. A computer stand-in plays it { $deadline }.

## At the table, at the moment it matters: the round, the time left, the last round.

turn-round = Round { $round }.
turn-round-deadline = Round { $round } · the turn's time runs out { $deadline }.
turn-last-round = ⚠️ **Last round**: a wall row will be complete when this round ends, and the game ends with it.

## Leaving a running game (/azul leave): asked first, then answered.

ask-resign = Really leave this game? A computer plays your seat to the end, and for the ratings you finish last.
reply-stayed = You stay in the game.
reply-resigned = You left the game: a computer plays your seat from now on.

## The table shown to one person (/azul board).

board-status = Round { $round }, { $name } to play. Scores: { $scores }.
board-score = { $name } { $score }

## A computer's seat, as every post names it; the lobby a game started from.

seat-computer = Computer ({ $level })
seat-computer-numbered = Computer { $number } ({ $level })
lobby-started = This lobby has started: the game is below.
