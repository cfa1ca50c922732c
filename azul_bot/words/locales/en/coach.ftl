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

refusal-hints_off_in_tournament = A tournament's games are played without hints.
