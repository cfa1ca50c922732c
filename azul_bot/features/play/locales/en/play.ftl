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

## The table shown to one person (/azul board).

board-status = Round { $round }, { $name } to play. Scores: { $scores }.
board-score = { $name } { $score }

## A computer's seat, as every post names it; the lobby a game started from.

lobby-started = This lobby has started: the game is below.

## Buttons and menus. Those under a channel message (the lobby's, the factories and the
## center under a table, Rematch) are in the server's language, the others in the reader's.

button-factory = { $number } · { $tiles }
button-center = Center · { $tiles }
button-center-marker = Center · { $tiles } + { -marker }
button-confirm = Confirm

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

## The grey wall at the table: choosing it, and placing tiles on it.

game-on-grey-wall = On the **grey wall**: at each round's end, you choose the column of each tile.
board-status-placing = Round { $round }, placing on their walls: { $names }. Scores: { $scores }.
placing-waiting = **Wall tiling:** { $count ->
    [one] still to place:
   *[other] still to place, all at the same time:
} { $names }. Tap **Place your tile** below.
dm-place = The round has ended in your Azul game: choose where your tiles go on your wall. { $link }
button-place-tile = Place your tile
button-show-table = Show the table
placing-prompt = Your line { $line } is complete ({ $tiles }): choose the column of its tile on your wall.
placing-column = { $emoji } column { $column } · +{ $points }
placing-column-doubled = { $emoji } column { $column } · +{ $points } ({ $base } × { $times })
placing-closes = ⚠️ Column { $column } would close your cell printed for { $color } (row { $row }, column { $cell }) for good: that row could then never be completed.
placing-done = Placed: line { $line } → column { $column }.
pick-grey-floor = no free cell on your grey wall: the whole line will go to the floor

## A player who ran out of time while placing: the stand-in placed their tiles.

ran-out-placed = ⏰ { $name } ran out of time; a computer stand-in ({ $level }) placed their tiles on their wall.

## The Crystal Mosaic's sides at the table: what their boards change.

game-on-crystal-1 = On the **Crystal Mosaic, side 1**: at each round's end you choose the column of each tile; a printed cell takes only its color and doubles the points of its tile.
game-on-crystal-2 = On the **Crystal Mosaic, side 2**: at each round's end you choose the column of each tile; a printed cell takes only its color, and the end bonuses are larger.
pick-printed-floor = no cell left for this color in that row of your wall: the whole line will go to the floor

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

## The coach at a grey wall's tiling: which column for the waiting line, and why

hint-place-move = **Line { $row } ({ $color }) → column { $column }**: { $why }.
hint-place-only = the only cell left for it (+{ $points })
hint-place-most = +{ $points } now, the most of any column
hint-place-keeps = +{ $points } now, and keeps column { $column } open for { $color }
hint-place-bonus = +{ $points } now rather than +{ $best }, for { $progress }
hint-place-ahead = +{ $points } now; the search prefers it for the rounds to come
hint-place-now = +{ $points } now
hint-place-row-progress = its row at { $count }/5
hint-place-closes = line { $row } ({ $color }) will have no cell left
hint-place-but = { $first }, but { $second }

## A take into a line whose row has no cell left for its color (the grey wall)

hint-no-cell = its row has no cell left for { $color }: the whole line will fall to the floor
hint-place-ready = Your columns are below: a tap places the tile.

## The coach on a Crystal Mosaic: what a printed cell multiplies, and the printed cells a column
## closes for good. $color is the color's code (blue, yellow, red, black, white).

hint-on-printed = { $times ->
    [2] doubled on its printed cell
   *[multiple] × { $times } on its printed cell
}
hint-place-printed = +{ $points } now, { $times ->
    [2] doubled
   *[multiple] × { $times }
} on the printed { $color ->
    [blue] blue
    [yellow] yellow
    [red] red
    [black] black
   *[white] white
} cell
hint-place-keeps-printed = +{ $points } now, and keeps the printed { $color ->
    [blue] blue
    [yellow] yellow
    [red] red
    [black] black
   *[white] white
} cell of row { $row } open
hint-place-closes-printed = the printed { $color ->
    [blue] blue
    [yellow] yellow
    [red] red
    [black] black
   *[white] white
} cell of row { $row } will be closed for good

## The table moved on: a button, a menu or a change made for a turn (or a version of the
## game) gone by, and where the game is now.

stale-no-game = The table has moved on since that message; there is no game running here now.
stale-moved-on = The table has moved on since that message.
stale-yours = The table has moved on since that message. It's your turn: use the buttons under the latest table.
stale-shown = The table has moved on since that message. Here it is as it stands:
stale-link = The table has moved on since that message. Current turn: { $link }
stale-link-yours = The table has moved on since that message. It's your turn: use the buttons under the latest table: { $link }

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

## /azul rules variant: a Crystal Mosaic side, with its own numbers.

rules-printed-cell = { $color } (row { $row }, column { $column })
rules-printed =
    {"**"}{ $name }** (an expansion: the base game's rules, but for what follows)
    {"**"}Your wall:** as on the grey wall, at a round's end you choose, line by line from the top, the column of each full line's tile: an empty cell of that row whose column does not hold the color yet. A line with no such cell goes whole to the floor.
    {"**"}Printed cells:** { $cells }. Each takes only its color{ $scoring ->
       *[plain] .
        [multiplied] , and a tile placed there scores × { $times }.
    } Until a tile lies on it, a printed cell is an empty cell: it breaks rows and columns, and placing its color elsewhere in its row or column closes it for good (that row can then never be completed).
    {"**"}Floor:** its slots cost { $floor } points (never below 0).
    {"**"}End of the game:** +{ $row } per complete row, +{ $column } per complete column, +{ $color } per color with all 5 tiles on the wall.
    Choose it with `/azul new variant:` or the lobby's **Wall** menu; `/azul rules` alone gives the base game.

## Slash commands: names (lowercase, no spaces, at most 32 characters) and descriptions
## (at most 100 characters). Names are what a player types; the English ones are the code's.

cmd-azul-hint = hint
cmd-azul-hint-desc = The coach's three best moves for you (only to you)
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
cmd-azul-moves = moves
cmd-azul-moves-desc = List the moves of this channel's game so far (only you see it)
cmd-azul-moves-page = page
cmd-azul-moves-page-desc = which page (the latest by default)
cmd-azul-rules = rules
cmd-azul-rules-desc = A short summary of the rules of Azul
cmd-azul-rules-variant = variant
cmd-azul-rules-variant-desc = the base game (by default), or a side of the Crystal Mosaic with its own numbers

## The end of a game in the channel, in the server's language: ratings, thanks, an abort,
## the rematch. { $mentions } are Discord pings (<@123>).

rated = Stats and ratings are updated: see `/azul leaderboard`.
unrated-coached = Stats are updated, ratings are not: a hint was used in this game.
unrated-too-few = Stats are updated, ratings are not: fewer than two people played.
unrated-tournament = Not rated: this tournament does not count for the ratings.
rating-change = { $direction ->
        [up] 📈
        [down] 📉
       *[same] ➖
    } { $name }: rating { $before } → { $after } ({ $change })
thanks = Thanks for playing, { $mentions }!
aborted-game = { $name } aborted the game; it does not count for the stats.
aborted-lobby = { $name } closed the lobby.

## Refusals: why a request changed nothing (refusal-<code>, one per code of the host).
## { $typed } is what was typed; names are already safe for Discord.

refusal-host_or_manager_only_abort = Only the host or a member with the Manage Channels permission can abort the game.
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
refusal-hints_off_in_tournament = A tournament's games are played without hints.
refusal-table_gone = That game is not there any more: it was ended unfinished, or never existed. There is no table to show.
refusal-table_not_yours = That table is not yours to see from here: only its players, or someone where it is played, can bring it up.
