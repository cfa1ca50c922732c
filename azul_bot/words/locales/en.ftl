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
cmd-azul-start-desc = Start the game (host only, 2 to 4 players)
cmd-azul-play = play
cmd-azul-play-desc = Take tiles: source, color, and the line to put them on
cmd-azul-play-source = source
cmd-azul-play-source-desc = center, or a factory number as drawn on the table
cmd-azul-play-color = color
cmd-azul-play-color-desc = blue, yellow, red, black or white
cmd-azul-play-line = line
cmd-azul-play-line-desc = pattern line 1 to 5, or floor
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
    {"**"}Azul in short** (2–4 players)
    {"**"}Goal:** tile your 5×5 wall and score the most points. The game ends after the round in which someone completes a horizontal row of their wall.
    {"**"}Your turn:** take *all* tiles of *one* color, either from a **factory** (the rest of it slides to the center) or from the **center** (the first to do so in a round also takes the { -marker }: it goes on their floor, and they start the next round).
    {"**"}Place them** all on *one* pattern line: line *n* holds *n* tiles, of one color, and not a color already in that row of your wall. What doesn't fit falls to your **floor**; you may always put everything on the floor.
    {"**"}End of a round** (no tile left to take): each *full* line moves one tile to the wall and scores it: 1 point alone, or 1 per tile in its unbroken row plus 1 per tile in its unbroken column. Other lines wait for the next round. Floor tiles cost 1, 1, 2, 2, 2, 3, 3 points (never below 0).
    {"**"}End of the game:** +2 per complete row, +7 per complete column, +10 per color with all 5 tiles on the wall. Most points wins; a tie goes to more complete rows, else it is shared.
    {"**"}Playing here:** `/azul new` opens a table, others press **Join**, the host presses **Start**. On your turn tap a factory or the center under the table, then a color and a line; or type `/azul play source:2 color:red line:4` (`center`, `floor` work too). `/azul board` shows the table to you alone, `/azul hint` asks the coach.

## The table picture: every word the image draws. Short, as they share a band of the
## picture with names and numbers; each { $value } is filled in as the picture is drawn.

image-turn = Round { $round }  ·  { $name } to play
image-winner = Game over · { $name } wins
image-shared-victory = Game over · shared victory: { $names }
image-stock = bag { $bag }  ·  lid { $lid }
image-move = { $name } took { $tiles } { $source } { $line }.
image-move-spilled = { $name } took { $tiles } { $source } { $line } ({ $spilled }).
image-from-factory = from factory { $number }
image-from-center = from the center
image-from-center-marker = and the { -marker } from the center
image-to-line = to line { $number }
image-to-floor = to the floor
image-spilled-floor = { $count } to the floor
image-spilled-lid = { $count } to the lid
image-round-scored = Round { $round } scored.
image-player = Player { $number }
image-final-scores = Final scores
image-column-wall = wall
image-column-rows = rows
image-column-columns = cols
image-column-colors = colors
image-column-total = total
image-breakdown = wall { $wall } · rows +{ $rows } · cols +{ $columns } · colors +{ $colors }
image-standing = { $rank }. { $name }
