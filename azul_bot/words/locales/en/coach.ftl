## The coach at a grey wall's tiling: which column for the waiting line, and why

hint-place-move = **Line { $row } ({ $color }) → column { $column }**: { $why }.
hint-place-only = the only cell left for it (+{ $points })
hint-place-most = +{ $points } now, the most of any column
hint-place-keeps = +{ $points } now, and keeps column { $column } open for { $color }
hint-place-bonus = +{ $points } now rather than +{ $best }, for { $progress }
hint-place-ahead = +{ $points } now; the search prefers it for the rounds to come
hint-place-row-progress = its row at { $count }/5
hint-place-closes = line { $row } ({ $color }) will have no cell left
hint-place-but = { $first }, but { $second }

## A take into a line whose row has no cell left for its color (the grey wall)

hint-no-cell = its row has no cell left for { $color }: the whole line will fall to the floor
hint-place-ready = Your columns are below: a tap places the tile.
