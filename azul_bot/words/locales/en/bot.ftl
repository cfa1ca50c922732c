# The bot's words in English. Keys are shared by every language's file; a test checks that
# each language has every key, the same placeholders and the plural forms it needs.

## Slash commands: names (lowercase, no spaces, at most 32 characters) and descriptions
## (at most 100 characters). Names are what a player types; the English ones are the code's.

cmd-azul = azul
cmd-azul-desc = Play Azul, the tile-laying game
cmd-azul-new = new
cmd-azul-new-desc = Open an Azul lobby here (you are the host)
cmd-azul-new-thread = thread
cmd-azul-new-thread-desc = open the game in a new thread of this channel
cmd-azul-join = join
cmd-azul-join-desc = Take a seat in the lobby of this channel
cmd-azul-leave = leave
cmd-azul-leave-desc = Leave the lobby, or resign from the running game (asks first)
cmd-azul-addbot = addbot
cmd-azul-addbot-desc = Seat a computer player in the lobby (host only)
cmd-azul-addbot-level = level
cmd-azul-addbot-level-desc = how strong it plays
cmd-azul-hint = hint
cmd-azul-hint-desc = The coach's three best moves for you (only to you)
cmd-azul-notify = notify
cmd-azul-notify-desc = A direct message when it's your turn: on or off
cmd-azul-notify-on = on
cmd-azul-notify-on-desc = True: a direct message on your turn; False: a ping in the channel
cmd-azul-settings = settings
cmd-azul-settings-desc = This server's Azul rules (Manage Server to change)
cmd-azul-settings-time_limit = time_limit
cmd-azul-settings-time_limit-desc = time per turn, e.g. 12h, 2d, or off
cmd-azul-settings-reminder = reminder
cmd-azul-settings-reminder-desc = when to remind the player, e.g. 4h, or off
cmd-azul-settings-at_limit = at_limit
cmd-azul-settings-at_limit-desc = what happens when time runs out
cmd-azul-settings-threads = threads
cmd-azul-settings-threads-desc = open new games in a thread of their own
cmd-azul-settings-hints = hints
cmd-azul-settings-hints-desc = allow /azul hint
cmd-azul-start = start
cmd-azul-start-desc = Start the game (host only)
cmd-azul-play = play
cmd-azul-play-desc = Take tiles: source, color, and the line to put them on
cmd-azul-play-source = source
cmd-azul-play-source-desc = center ({ letter-center }), or a factory number as drawn on the table
cmd-azul-play-color = color
cmd-azul-play-color-desc = blue, yellow, red, black or white (or { letter-blue }, { letter-yellow }, { letter-red }, { letter-black }, { letter-white }, as on the picture)
cmd-azul-play-line = line
cmd-azul-play-line-desc = pattern line 1 to 5, or floor ({ letter-floor })
cmd-azul-board = board
cmd-azul-board-desc = Show the current table (only to you)
cmd-azul-abort = abort
cmd-azul-abort-desc = Abort the game here (host or Manage Channels)
cmd-azul-rules = rules
cmd-azul-rules-desc = A short summary of the rules of Azul
cmd-azul-mygames = mygames
cmd-azul-mygames-desc = Your running games on this server (only to you)
cmd-azul-history = history
cmd-azul-history-desc = Finished games of this server (only to you)
cmd-azul-history-member = member
cmd-azul-history-member-desc = only the games of this member
cmd-azul-history-page = page
cmd-azul-history-page-desc = page number, from 1
cmd-azul-replay = replay
cmd-azul-replay-desc = Replay a finished game: scores and an animation
cmd-azul-replay-game = game
cmd-azul-replay-game-desc = the game's number, as /azul history shows it (#12)
cmd-azul-leaderboard = leaderboard
cmd-azul-leaderboard-desc = The best Azul players of this server
cmd-azul-leaderboard-sort = sort
cmd-azul-leaderboard-sort-desc = what to rank by
cmd-azul-leaderboard-page = page
cmd-azul-leaderboard-page-desc = page number, from 1
cmd-azul-stats = stats
cmd-azul-stats-desc = Azul statistics of a member (yours by default)
cmd-azul-stats-member = member
cmd-azul-stats-member-desc = whose statistics (yours if left empty)

## Choices offered in the command options (the values sent stay the same in every language).

choice-easy = easy
choice-normal = normal
choice-hard = hard
choice-turn = a computer stand-in plays that turn
choice-seat = a computer takes the seat for good
choice-rating = rating
choice-wins = wins
choice-win_rate = win rate
choice-average = average score
choice-best = best score

## Colors, the center and the floor, as shown and as typed: a typed value may be the word
## of any language (rouge, rood and red) or its letter of the move notation (r).

color-blue = blue
color-yellow = yellow
color-red = red
color-black = black
color-white = white
word-center = center
word-floor = floor


## The game's terms, one word per thing.

-marker = first-player marker

## Naming the pieces.

source-factory = factory { $number }
source-center = the center
line-pattern = line { $number }
line-floor = the floor
color-tiles = { $color ->
    [blue] { $count } blue
    [yellow] { $count } yellow
    [red] { $count } red
    [black] { $count } black
   *[white] { $count } white
}
list-nothing = nothing
list-and = { $first } and { $second }

## A move, told in the channel.

move-took = { $name } took { $tiles } from { $source }
move-took-marker = { $name } took { $tiles } and the { -marker } from the center
move-to-line = → { $line }
move-to-floor = → the floor
move-overflow = { $count } to the floor
move-to-lid = { $count } to the lid (floor full)
move-to-full-floor = → the floor, which is full: { $count ->
    [one] it goes
   *[other] they all go
} to the lid
move-marker-no-slot = the { -marker } takes no slot (floor full)
move-slid = { $tiles } to the center

## The end of a round.

round-tiling = **End of round { $round }: wall tiling**
round-placed = { $tile } on row { $row } +{ $points }
round-run-across = { $tile } on row { $row } +{ $points } ({ $h } across)
round-run-down = { $tile } on row { $row } +{ $points } ({ $v } down)
round-run-both = { $tile } on row { $row } +{ $points } ({ $h } across + { $v } down)
round-floor = floor −{ $points }
round-nothing = nothing placed
round-player = • { $name }: { $parts } → now { $score ->
    [one] { $score } point
   *[other] { $score } points
}
round-begins = **Round { $round }** begins; { $name } starts.
bag-refilled = The bag ran out and was refilled with { $count } tiles from the lid.

## The end of the game.

result-title = **Game over — final scores**
result-player = { $rank }. { $name } — **{ $score }**{ $trophy } ({ $parts })
result-during = { $points } during the game
result-rows = { $count ->
    [one] 1 row +{ $points }
   *[other] { $count } rows +{ $points }
}
result-columns = { $count ->
    [one] 1 column +{ $points }
   *[other] { $count } columns +{ $points }
}
result-colors = { $count ->
    [one] 1 color +{ $points }
   *[other] { $count } colors +{ $points }
}
result-winner = { $name } wins!
result-tie-break = { $name } wins the tie-break with more complete rows.
result-shared = Shared victory: { $names } tie on points and on complete rows.

## The table in plain text (the picture's description, for screen readers).

table-status = Round { $round } · { $name } to play · bag { $bag } · lid { $lid }.
table-status-over = Game over after round { $round } · bag { $bag } · lid { $lid }.
table-factories = Factories: { $list }.
table-factories-empty = Factories: all empty.
table-factory = { $number }: { $tiles }
table-center = Center: { $tiles }.
table-center-marker = Center: { $tiles }, { -marker }.
table-center-only-marker = Center: { -marker }.
clauses = { $first }; { $second }
table-player = { $name }: { $score ->
    [one] { $score } point
   *[other] { $score } points
}; { $lines }; wall: { $wall ->
    [one] { $wall } tile
   *[other] { $wall } tiles
}; { $floor }.
table-lines-empty = lines empty
table-line = line { $number }: { $count }/{ $number } { $color }
table-floor-empty = floor empty
table-floor = floor { $count } (−{ $points })

## /azul rules: the game in short, as it is played here.

rules =
    {"**"}Azul in short** ({ $least }–{ $most } players)
    {"**"}Goal:** tile your 5×5 wall and score the most points. The game ends after the round in which someone completes a horizontal row of their wall.
    {"**"}Your turn:** take *all* tiles of *one* color, either from a **factory** (the rest of it slides to the center) or from the **center** (the first to do so in a round also takes the { -marker }: it goes on their floor, and they start the next round).
    {"**"}Place them** all on *one* pattern line: line *n* holds *n* tiles, of one color, and not a color already in that row of your wall. What doesn't fit falls to your **floor**; you may always put everything on the floor.
    {"**"}End of a round** (no tile left to take): each *full* line moves one tile to the wall and scores it: 1 point alone, or 1 per tile in its unbroken row plus 1 per tile in its unbroken column. Other lines wait for the next round. Floor tiles cost { $floor } points (never below 0).
    {"**"}The grey wall** (a variant chosen when the table opens): the wall has no printed colors. At a round's end each player chooses, line by line from the top, the column of each full line's tile: an empty cell of that row whose column does not hold the color yet. A line with no such cell goes whole to the floor.
    {"**"}End of the game:** +{ $row } per complete row, +{ $column } per complete column, +{ $color } per color with all 5 tiles on the wall. Most points wins; a tie goes to more complete rows, else it is shared.
    {"**"}Playing here:** `/azul new` opens a table, others press **Join**, the host presses **Start**. On your turn tap a factory or the center under the table, then a color and a line; or type `/azul play source:2 color:red line:4` (`center`, `floor` and the picture's letters work too). `/azul board` shows the table to you alone, `/azul hint` asks the coach.

## The table picture: every word the image draws. Short, as they share a band of the
## picture with names and numbers; each { $value } is filled in as the picture is drawn.

image-turn = Round { $round }  ·  { $name } to play
image-tiling = Round { $round } · wall tiling: { $names }
image-winner = Game over · { $name } wins
image-shared-victory = Game over · shared victory: { $names }
image-stock = bag { $bag }  ·  lid { $lid }
image-player = Player { $number }
image-final-scores = Final scores
image-column-wall = wall
image-column-rows = rows
image-column-columns = cols
image-column-colors = colors
image-column-total = total
image-standing = { $rank }. { $name }

## Channel messages (the lobby, turns, round ends, reminders, endings) in the server's
## language, and a player's direct messages in theirs. { $mention } and { $mentions } are
## Discord pings (<@123>); { $deadline } is Discord's time markup (<t:1700000000:R>), which
## each reader sees as "in 2 hours" in their own language.

seat-computer = Computer ({ $level })
seat-computer-numbered = Computer { $number } ({ $level })
lobby-title = **Azul lobby** — host { $host }. Seats { $seated }/{ $most }:
lobby-seat = { $number }. { $name }
lobby-ready = Ready: the host can start.
lobby-waiting = Waiting for at least { $least } players.
lobby-started = This lobby has started: the game is below.
lobby-closed-empty = The lobby is closed: everybody left.
lobby-closed-expired = This lobby closed after a day without a start; the channel is free again.
game-begins = **Azul begins!** { $names }. { $first } was drawn to play first.
turn-yours = { $mention }, your turn: tap a factory or the center below, or use `/azul play`.
turn-told-by-dm = { $name }'s turn (told by direct message).
turn-computer = { $name } is thinking…
turn-stand-in = A computer is playing for { $name }…
ran-out-turn = ⏰ { $name } ran out of time; a computer stand-in ({ $level }) played this turn for them.
ran-out-seat = ⏰ { $name } ran out of time; a computer stand-in ({ $level }) takes the seat for the rest of the game.
resigned = { $name } left the game; a computer ({ $level }) plays their seat from now on.
rated = Stats and ratings are updated: see `/azul leaderboard`.
unrated-coached = Stats are updated, ratings are not: a hint was used in this game.
unrated-too-few = Stats are updated, ratings are not: fewer than two people played.
thanks = Thanks for playing, { $mentions }!
aborted-game = { $name } aborted the game; it does not count for the stats.
aborted-lobby = { $name } closed the lobby.
aborted-nobody-left = Nobody is left at this table: the game ends here and does not count for the stats.
rematch-invitation = 🔁 Rematch! { $mentions }, { $count ->
    [one] take your seat
   *[other] take your seats
} with **Join**.
reminder = ⏳ { $mention }, it's still your turn in Azul.
reminder-deadline = ⏳ { $mention }, it's still your turn in Azul. A computer stand-in plays it { $deadline }.
dm-turn = It's your turn in Azul: { $link }
dm-reminder = ⏳ It's still your turn in Azul. Your table: { $link }
dm-reminder-deadline = ⏳ It's still your turn in Azul; a computer stand-in plays it { $deadline }. Your table: { $link }

## The server's language (/azul settings language): each language is named in its own.

cmd-azul-settings-language = language
settings-language-auto = • Language of the game messages in the channels: the server's own ({ $language })
cmd-azul-settings-language-desc = the language of the game's messages in this server's channels
choice-auto = the server's language (Discord)
choice-en = English
choice-fr = Français
choice-nl = Nederlands

## Private answers: what one person sees, in their own Discord language (replies to commands
## and buttons, refusals, the move pickers, the coach, records, ladders and settings).

## Refusals: why a request changed nothing (refusal-<code>, one per code of the host).
## { $typed } is what was typed; names are already safe for Discord.

refusal-no_game = There is no Azul game in this channel. Start one with `/azul new`.
refusal-not_started = The game here has not started yet: the host starts it with `/azul start`.
refusal-already_started = The game here has already started; seats can't change now.
refusal-game_running_here = One game per channel: a game is already running here. Watch it with `/azul board`, or start another in a thread (`/azul new thread:True`).
refusal-lobby_open_here = One game per channel: a lobby is already open here. Join it, or start another in a thread (`/azul new thread:True`).
refusal-damaged_game = The stored game here is damaged and was closed; please start a new one.
refusal-already_seated = You already have a seat in this lobby.
refusal-lobby_full = The lobby is full: Azul is for { $most } players at most.
refusal-not_in_lobby = You don't have a seat in this lobby.
refusal-not_enough_players = Azul needs at least { $least } players: wait for someone to join.
refusal-unknown_level = Computer players are easy, normal or hard.
refusal-no_computer_seated = There is no computer player in this lobby.
refusal-host_only_start = Only the host ({ $host }) can start the game.
refusal-host_only_add_computer = Only the host ({ $host }) can add computer players.
refusal-host_only_remove_computer = Only the host ({ $host }) can remove computer players.
refusal-host_or_manager_only_abort = Only the host or a member with the Manage Channels permission can abort the game.
refusal-not_your_turn = It's { $name }'s turn, not yours: you'll be told when yours comes.
refusal-computer_turn = A computer is playing this turn, not you: you'll be told when yours comes.
refusal-not_playing = You're not playing in this game; you can watch it with `/azul board`.
refusal-seat_taken_over = A computer plays your seat for the rest of this game (you left it, or your time ran out); you can watch it with `/azul board`.
refusal-old_turn = The table has moved on since that message; use the latest one.
refusal-other_game = That button belongs to a game that is over; the table has moved on.
refusal-lobby_closed = That lobby is closed.
refusal-game_already_over = That game is already over.
refusal-table_moved_on = The table has moved on since; nothing was played.
refusal-game_changed = The game changed meanwhile; please try again.
refusal-lobby_changed = The lobby changed meanwhile; please try again.
refusal-not_offered = That choice is not on the table right now; nothing was changed.
refusal-illegal_move = { $reason ->
    [game_over] The game is already over.
    [unknown_source] There is no factory { $factory } at this table: it has factories 1 to { $factories } and the center.
    [empty_source] { $where ->
        [center] The center is empty; pick a source that holds tiles.
       *[factory] Factory { $factory } is empty; pick a source that holds tiles.
    }
    [color_not_in_source] { $where ->
        [center] There is no { $color } in the center; it holds { $tiles }.
       *[factory] There is no { $color } in factory { $factory }; it holds { $tiles }.
    }
    [unknown_line] Lines are numbered 1 to 5, or `floor`.
    [line_full] Your line { $line } is already full; it is tiled at the end of the round.
    [line_has_other_color] Your line { $line } already holds { $held }; a line takes one color only.
    [color_on_wall_row] Your wall already has { $color } in row { $line }, so line { $line } cannot take { $color } again.
   *[not_allowed] That move is not allowed now.
}
refusal-too_long = { $what ->
    [source] That source is far too long to be one; pick it from the list.
    [color] That color is far too long to be one; pick it from the list.
   *[line] That line is far too long to be one; pick it from the list.
}
refusal-bad_source = I can't read the source “{ $typed }”: use `center` (`{ letter-center }`) or a factory number from the table.
refusal-bad_color = I can't read the color “{ $typed }”: use blue, yellow, red, black or white, or their letters on the picture: `{ letter-blue }`, `{ letter-yellow }`, `{ letter-red }`, `{ letter-black }`, `{ letter-white }`.
refusal-bad_line = I can't read the line “{ $typed }”: use a line number from 1 to 5, or `floor` (`{ letter-floor }`).
refusal-no_such_factory = There is no factory { $number }: factories are numbered 1 to { $most } at most.
refusal-no_such_line = There is no line { $number }: lines are numbered 1 to 5, or `floor`.
refusal-hints_off = Hints are switched off on this server (`/azul settings`).
refusal-rematch_not_here = That game is not a finished game of this channel.
refusal-rematch_not_player = Only someone who played this game can open its rematch.
refusal-rematch_running = A game is already running here: a rematch can open when it ends.
refusal-rematch_seated = You already have a seat in the lobby here: the host starts it.
refusal-rematch_lobby_open = A lobby is already open here: take your seat with the button under it.
refusal-page_from_one = Pages are numbered from 1.
refusal-history_pages = The history has only { $pages ->
    [one] 1 page
   *[other] { $pages } pages
}.
refusal-leaderboard_pages = This leaderboard has only { $pages ->
    [one] 1 page
   *[other] { $pages } pages
}.
refusal-unknown_sort = Unknown sort: rank by rating, wins, win rate, average score or best score.
refusal-no_such_game = There is no game #{ $game } on this server.
refusal-not_finished_here = There is no finished game #{ $game } on this server.
refusal-cannot_replay = Game #{ $game } cannot be replayed.
refusal-duration_too_long = { $what ->
    [time_limit] That time limit is too long to be a duration: try `12h`, `2d` or `off`.
   *[reminder] That reminder is too long to be a duration: try `4h`, `1d` or `off`.
}
refusal-bad_duration = { $what ->
    [time_limit] I can't read the time limit “{ $typed }”: try `90m`, `12h`, `2d` or `off`.
   *[reminder] I can't read the reminder “{ $typed }”: try `30m`, `4h`, `1d` or `off`.
}
refusal-limit_range = A turn's time limit must be between 5 minutes and 14 days, or `off`.
refusal-reminder_range = The reminder must come at least a minute in, and before the time limit.
refusal-bad_at_limit = At the time limit, choose `turn` (a stand-in plays one turn) or `seat`.
refusal-bad_language = The language of the game messages can be English, Français, Nederlands, or the server's own.
refusal-manage_server_needed = Changing the settings needs the Manage Server permission.
refusal-cannot_save = The bot cannot save right now; please try again shortly. Nothing was changed.
refusal-cannot_read = The bot cannot read its games right now; please try again shortly.
refusal-dm_only = Azul is played in server channels: use `/azul` in a channel (or thread) of a server where I am. `/azul rules` works anywhere.
refusal-bot_permissions = I can't host a game in this channel: I am missing { $count ->
    [one] the { $permissions } permission here. Ask a server admin to grant it
   *[other] the { $permissions } permissions here. Ask a server admin to grant them
}, or play in another channel.
refusal-threads_text_only = Games get their own thread only in a text channel.
refusal-thread_permission = I can't create a thread here: I need the Create Public Threads permission.
refusal-bad_option = That option value is not valid here; nothing was changed.

## Discord's permissions, as Discord names them in each language.

permission-view_channel = View Channel
permission-send_messages = Send Messages
permission-attach_files = Attach Files
permission-read_message_history = Read Message History
permission-send_messages_in_threads = Send Messages in Threads

## Answers to one person: what their command or button did.

reply-something-went-wrong = Something went wrong on my side. Nothing was lost: `/azul board` shows the table.
reply-will-follow = ⚠️ It is saved; the message in the channel will follow shortly.
reply-lobby-opened = Lobby opened: the others take their seats with the button under it.
reply-lobby-opened-in = Lobby opened in { $channel }: the others take their seats with the button under it.
reply-seated = You took seat { $seat }.
reply-left-lobby = You left the lobby.
reply-left-lobby-closed = You left the lobby; nobody is left, so it is closed.
reply-computer-seated = { $name } took seat { $seat }.
reply-computer-left = The last computer player left the lobby.
reply-started = The game has started.
reply-played = Played.
reply-rematch-opened = Rematch lobby opened: the others who played are invited to take their seats.
reply-notify-on = I'll send you a direct message when it's your turn: the one I just sent you arrived.
reply-notify-off = No more direct messages: you'll be pinged in the game's channel.
ask-resign = Really leave this game? A computer plays your seat to the end, and for the ratings you finish last.
reply-stayed = You stay in the game.
reply-resigned = You left the game: a computer plays your seat from now on.
ask-abort-game = Really abort the game? It will not count for anybody's stats.
ask-abort-lobby = Really close the lobby?
reply-not-aborted = Nothing was aborted.
reply-aborted-game = The game was aborted; it does not count for the stats.
reply-closed-lobby = The lobby was closed.
thread-name = Azul — { $name }

## Buttons and menus. Those under a channel message (the lobby's, the factories and the
## center under a table, Rematch) are in the server's language, the others in the reader's.

button-join = Join
button-leave = Leave
button-start = Start
button-remove-computer = Remove computer
button-add-computer = Add a computer player…
button-computer-level = Computer ({ $level })
button-factory = { $number } · { $tiles }
button-center = Center · { $tiles }
button-center-marker = Center · { $tiles } + { -marker }
button-confirm = Confirm
button-resign-yes = Yes, leave the game
button-abort-game-yes = Yes, abort the game
button-close-lobby-yes = Yes, close the lobby
button-keep-playing = No, keep playing
button-keep-lobby = No, keep it open
button-rematch = Rematch
button-previous = Previous
button-next = Next

## The move pickers: the choices offered, and the move they make, said once.

from-factory = from factory { $number }
from-center = from the center
pick-factory = Factory { $number } — { $tiles }
pick-center = Center — { $tiles }
pick-center-marker = Center — { $tiles } + { -marker }
pick-color = { $color } ×{ $count }
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

## The coach (/azul hint): each move said once, then why it is worth playing.

hint-title = **The coach suggests**
hint-rank = { $rank }. { $hint }
hint-move = **{ $move }**: { $why }.
hint-and = { $first }, and { $second }
hint-fills = fills it for +{ $points } when tiled
hint-fills-row = fills it for +{ $points } when tiled (a row of { $h })
hint-fills-column = fills it for +{ $points } when tiled (a column of { $v })
hint-fills-both = fills it for +{ $points } when tiled ({ $h } across, { $v } down)
hint-short = the line is then { $count } short of complete
hint-floor = the floor costs { $penalty ->
    [one] { $penalty } point
   *[other] { $penalty } points
}
hint-floor-marker = with the { -marker }; the floor costs { $penalty ->
    [one] { $penalty } point
   *[other] { $penalty } points
}
hint-row-done = completes a row (+{ $bonus }, the game ends this round)
hint-column-done = completes a column (+{ $bonus })
hint-color-done = all five { $color } (+{ $bonus })
hint-column-progress = its column at { $count }/5
hint-color-progress = { $color } at { $count }/5
hint-overflow = { $count ->
    [one] 1 tile to the floor
   *[other] { $count } tiles to the floor
}
hint-overflow-marker = { $count ->
    [one] 1 tile to the floor
   *[other] { $count } tiles to the floor
} and the { -marker }
hint-marker = takes the { -marker }
hint-cost = { $what } (−{ $penalty })
hint-leaves-nobody = leaves { $tiles } that nobody else can use
hint-leaves-opponent = leaves { $tiles } that only your opponent can use
hint-leaves-everybody = leaves { $tiles } that everybody else can use
hint-leaves-some = leaves { $tiles } that only { $names } { $count ->
    [one] can
   *[other] can
} use
hint-unrated = This game no longer changes ratings (a hint was used).
hint-ready = The best one is ready below: Confirm plays it.

## The table shown to one person (/azul board), and the time left.

board-status = Round { $round }, { $name } to play. Scores: { $scores }.
board-score = { $name } { $score }
duration-off = off
duration-d = { $count }d
duration-h = { $count }h
duration-m = { $count }m
duration-s = { $count }s

## Records: running games, finished games, replays. { $deadline } and { $date } are
## Discord's time markup, which each reader sees in their own language and time zone.

mygames-none = You have no running Azul game on this server. Start one with `/azul new`.
mygames-title = **Your running games**
mygames-yours = • { $channel } — round { $round }, your turn
mygames-yours-until = • { $channel } — round { $round }, your turn (time runs out { $deadline })
mygames-theirs = • { $channel } — round { $round }, { $name }'s turn
mygames-theirs-until = • { $channel } — round { $round }, { $name }'s turn (time runs out { $deadline })
mygames-damaged = • { $channel } — this game is damaged
history-title = **Finished games**
history-title-member = **Finished games of { $name }**
history-none = This server has no finished Azul game yet.
history-none-member = { $name } has no finished Azul game yet.
history-this-member = this member
history-game = `#{ $game }` { $date } · { $standings }
history-standing = { $name } { $score }{ $trophy }
history-unreadable = (the result cannot be read)
history-footer = Page { $page }/{ $pages } · { $total ->
    [one] 1 game
   *[other] { $total } games
} · replay one with `/azul replay`
replay-title = **Replay of game #{ $game }**
replay-round = Round { $round }: { $scores }
replay-final = Final: { $standings }

## Ladders: the leaderboard and a member's stats. A rating marked ? is provisional.

leaderboard-empty = No finished games on this server yet: finish one and it shows here.
leaderboard-title = **Azul leaderboard — by { $sort }**
leaderboard-player = { $rank }. { $name } — rating { $rating }, { $wins }/{ $games } wins ({ NUMBER($rate, style: "percent") }), average { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }, best { $best }
leaderboard-provisional = ? provisional: fewer than { $games } rated games (games against other people), so the rating can still move a lot.
leaderboard-footer = Page { $page }/{ $pages } · { $total ->
    [one] 1 player
   *[other] { $total } players
}
stats-none = { $name } has not finished an Azul game on this server yet.
stats-rank = #{ $rank }
stats-unranked = unranked
stats-title = **{ $name }** — rating { $rating } ({ $rank })
stats-title-provisional = **{ $name }** — rating { $rating } ({ $rank }, provisional: { $count ->
    [one] 1 rated game
   *[other] { $count } rated games
} so far)
stats-games = Games { $games } · wins { $wins } ({ NUMBER($rate, style: "percent") })
stats-scores = Average score { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } · best { $best }
stats-completed = Completed: { $rows ->
    [one] 1 row
   *[other] { $rows } rows
}, { $columns ->
    [one] 1 column
   *[other] { $columns } columns
}, { $colors ->
    [one] 1 color
   *[other] { $colors } colors
}

## A server's settings (/azul settings).

settings-title = **Azul settings for this server**
settings-limit = • Time limit per turn: { $limit }
settings-reminder = • Reminder: after { $after }
settings-reminder-off = • Reminder: off
settings-at-limit = • At the time limit: { $what }
settings-threads-on = • New games in their own thread: on
settings-threads-off = • New games in their own thread: off
settings-hints-on = • Hints (`/azul hint`): allowed
settings-hints-off = • Hints (`/azul hint`): not allowed
settings-language = • Language of the game messages in the channels: { $language }

## A button of a turn gone by: where the game is now.

stale-no-game = The table has moved on since that message; there is no game running here now.
stale-moved-on = The table has moved on since that message.
stale-yours = The table has moved on since that message. It's your turn: use the buttons under the latest table.
stale-link = The table has moved on since that message. Current turn: { $link }
stale-link-yours = The table has moved on since that message. It's your turn: use the buttons under the latest table: { $link }
