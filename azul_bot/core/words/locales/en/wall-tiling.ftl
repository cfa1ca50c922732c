## The grey wall at the table: choosing it, and placing tiles on it.

table-status-placing = Round { $round } · placing on their walls: { $names } · bag { $bag } · lid { $lid }.

wall-placed = { $name } placed { $parts }.
wall-placed-floor = { $name } placed { $parts }; floor −{ $points }.
line-to-floor = { $name }'s line { $line } ({ $tiles }) has no free cell on the grey wall: it goes whole to the floor{ $lid ->
    [0] .
    [one] , 1 to the lid (floor full).
   *[other] , { $lid } to the lid (floor full).
}

## The Crystal Mosaic's sides at the table: what their boards change.

line-to-floor-printed = { $name }'s line { $line } ({ $tiles }) has no free cell on their wall: it goes whole to the floor{ $lid ->
    [0] .
    [one] , 1 to the lid (floor full).
   *[other] , { $lid } to the lid (floor full).
}
