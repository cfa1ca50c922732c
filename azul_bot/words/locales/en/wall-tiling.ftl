## The grey wall at the table: choosing it, and placing tiles on it.

game-on-grey-wall = On the **grey wall**: at each round's end, you choose the column of each tile.

table-status-placing = Round { $round } · placing on their walls: { $names } · bag { $bag } · lid { $lid }.
board-status-placing = Round { $round }, placing on their walls: { $names }. Scores: { $scores }.
placing-waiting = **Wall tiling:** { $count ->
    [one] still to place:
   *[other] still to place, all at the same time:
} { $names }. Tap **Place your tile** below.
dm-place = The round has ended in your Azul game: choose where your tiles go on your wall. { $link }

button-place-tile = Place your tile
placing-prompt = Your line { $line } is complete ({ $tiles }): choose the column of its tile on your wall.
placing-column = { $emoji } column { $column } · +{ $points }
placing-column-doubled = { $emoji } column { $column } · +{ $points } ({ $base } × { $times })
placing-closes = ⚠️ Column { $column } would close your cell printed for { $color } (row { $row }, column { $cell }) for good: that row could then never be completed.
placing-done = Placed: line { $line } → column { $column }.
pick-grey-floor = no free cell on your grey wall: the whole line will go to the floor
wall-placed = { $name } placed { $parts }.
wall-placed-floor = { $name } placed { $parts }; floor −{ $points }.
line-to-floor = { $name }'s line { $line } ({ $tiles }) has no free cell on the grey wall: it goes whole to the floor{ $lid ->
    [0] .
    [one] , 1 to the lid (floor full).
   *[other] , { $lid } to the lid (floor full).
}

## A player who ran out of time while placing: the stand-in placed their tiles.

ran-out-placed = ⏰ { $name } ran out of time; a computer stand-in ({ $level }) placed their tiles on their wall.

## The Crystal Mosaic's sides at the table: what their boards change.

game-on-crystal-1 = On the **Crystal Mosaic, side 1**: at each round's end you choose the column of each tile; a printed cell takes only its color and doubles the points of its tile.
game-on-crystal-2 = On the **Crystal Mosaic, side 2**: at each round's end you choose the column of each tile; a printed cell takes only its color, and the end bonuses are larger.
pick-printed-floor = no cell left for this color in that row of your wall: the whole line will go to the floor
line-to-floor-printed = { $name }'s line { $line } ({ $tiles }) has no free cell on their wall: it goes whole to the floor{ $lid ->
    [0] .
    [one] , 1 to the lid (floor full).
   *[other] , { $lid } to the lid (floor full).
}
