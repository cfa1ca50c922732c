## The lobby in the channel, in the server's language: its seats, and how it closes.

seat-computer = Computer ({ $level })
seat-computer-numbered = Computer { $number } ({ $level })
lobby-title = **Azul lobby** — host { $host }. Seats { $seated }/{ $most }:
lobby-seat = { $number }. { $name }
lobby-ready = Ready: the host can start.
lobby-waiting = Waiting for at least { $least } players.
lobby-started = This lobby has started: the game is below.
lobby-closed-empty = The lobby is closed: everybody left.
lobby-closed-expired = This lobby closed after a day without a start; the channel is free again.

## Answers to one person in the lobby: opening it, taking or leaving a seat, seating a computer.

reply-lobby-opened = Lobby opened: the others take their seats with the button under it.
reply-lobby-opened-in = Lobby opened in { $channel }: the others take their seats with the button under it.
reply-seated = You took seat { $seat }.
reply-left-lobby = You left the lobby.
reply-left-lobby-closed = You left the lobby; nobody is left, so it is closed.
reply-computer-seated = { $name } took seat { $seat }.
reply-computer-left = The last computer player left the lobby.
reply-started = The game has started.

## A new game without a thread of its own.

reply-lobby-opened-no-thread = Lobby opened here: I can't open a thread in this channel (I need the Create Public Threads permission in a text channel), so the game is played in this channel.
