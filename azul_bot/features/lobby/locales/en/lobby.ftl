## The lobby in the channel, in the server's language: its seats, and how it closes.

lobby-title = **Azul lobby** — host { $host }. Seats { $seated }/{ $most }:
lobby-seat = { $number }. { $name }
lobby-ready = Ready: the host can start.
lobby-waiting = Waiting for at least { $least } players.
lobby-closed-empty = The lobby is closed: everybody left.
lobby-closed-expired = This lobby closed after a day without a start; the channel is free again.

## Answers to one person in the lobby: opening it, taking or leaving a seat, seating a computer.

reply-lobby-opened = Lobby opened: the others take their seats with the button under it.
reply-lobby-opened-in = Lobby opened in { $channel }: the others take their seats with the button under it.
reply-lobby-visited = -# I'm not a member here, so I post only when someone plays: a reminder, or a computer's move after a long pause, reaches each player by DM if they accept DMs from apps they added (User Settings → Content & Social), and shows here at the next press. The others join with the button; typing `/azul` needs Azul on one's own account: [add it to your apps]({ $link }).
reply-seated = You took seat { $seat }.
reply-left-lobby = You left the lobby.
reply-left-lobby-closed = You left the lobby; nobody is left, so it is closed.
reply-computer-seated = { $name } took seat { $seat }.
reply-computer-left = The last computer player left the lobby.
reply-started = The game has started.

## A new game without a thread of its own.

reply-lobby-opened-no-thread = Lobby opened here: I can't open a thread in this channel (I need the Create Public Threads permission in a text channel), so the game is played in this channel.

## Its commands: /azul new (in a thread of its own, on a wall, for those who finish their
## games), join, leave, addbot, start and abort.

cmd-azul-new = new
cmd-azul-new-desc = Open an Azul lobby here (you are the host)
cmd-azul-new-thread = thread
cmd-azul-new-thread-desc = open the game in a new thread of this channel
cmd-azul-new-variant = variant
cmd-azul-new-variant-desc = the colored wall, the grey wall (you choose each tile's column), or the Crystal Mosaic, side 1 or 2
cmd-azul-join = join
cmd-azul-join-desc = Take a seat in the lobby of this channel
cmd-azul-leave = leave
cmd-azul-leave-desc = Leave the lobby, or resign from the running game (asks first)
cmd-azul-addbot = addbot
cmd-azul-addbot-desc = Seat a computer player in the lobby (host only)
cmd-azul-addbot-level = level
cmd-azul-addbot-level-desc = how strong it plays
cmd-azul-start = start
cmd-azul-start-desc = Start the game (host only)
cmd-azul-abort = abort
cmd-azul-abort-desc = Abort the game here (host or Manage Channels)
cmd-azul-new-min_finished = min_finished
cmd-azul-new-min_finished-desc = only players who finished at least this share of their games (in %) may join

## Who finishes their games: the lobby's minimum, and each seat's share beside it.

lobby-min-finished = To join: at least { NUMBER($share, style: "percent") } of one's games finished (newcomers are welcome).
lobby-seat-finished = { $seat } · { NUMBER($share, style: "percent") } finished

## Its buttons and menus, in the server's language.

button-join = Join
button-leave = Leave
button-start = Start
button-remove-computer = Remove computer
button-add-computer = Add a computer player…
button-computer-level = Computer ({ $level })

## The wall the host chooses in the lobby.

button-wall = Wall: { $wall }
lobby-wall = Wall: **{ $wall }** (the host can change it until the start).
reply-wall-chosen = The game will be played on the { $wall }.

## A game in a thread of its own: the thread's name, and a seat taken from its channel.

thread-name = Azul — { $name }
reply-seated-in = You joined the game in { $channel } (seat { $seat }).

## A rematch: the lobby it opens, and the people it invites.

button-rematch = Rematch
rematch-invitation = 🔁 Rematch! { $mentions }, { $count ->
    [one] take your seat
   *[other] take your seats
} with **Join**.
reply-rematch-opened = Rematch lobby opened: the others who played are invited to take their seats.

## Refusals (refusal-<code>: the lobby's own codes).

refusal-game_running_here = One game per channel: a game is already running here. Watch it with `/azul board`, or start another in a thread (`/azul new thread:True`).
refusal-lobby_open_here = One game per channel: a lobby is already open here. Join it, or start another in a thread (`/azul new thread:True`).
refusal-already_seated = You already have a seat in this lobby.
refusal-lobby_full = The lobby is full: Azul is for { $most } players at most.
refusal-not_in_lobby = You don't have a seat in this lobby.
refusal-not_enough_players = Azul needs at least { $least } players: wait for someone to join.
refusal-no_computer_seated = There is no computer player in this lobby.
refusal-host_only_start = Only the host ({ $host }) can start the game.
refusal-host_only_add_computer = Only the host ({ $host }) can add computer players.
refusal-host_only_remove_computer = Only the host ({ $host }) can remove computer players.
refusal-host_only_variant = Only the host ({ $host }) can choose the wall.
refusal-lobby_closed = That lobby is closed.
refusal-lobbies_in_threads = Several lobbies are open in this channel's threads: pick one and press **Join** under it.
refusal-lobby_changed = The lobby changed meanwhile; please try again.
refusal-rematch_not_here = That game is not a finished game of this channel.
refusal-rematch_not_player = Only someone who played this game can open its rematch.
refusal-rematch_running = A game is already running here: a rematch can open when it ends.
refusal-rematch_seated = You already have a seat in the lobby here: the host starts it.
refusal-rematch_lobby_open = A lobby is already open here: take your seat with the button under it.
