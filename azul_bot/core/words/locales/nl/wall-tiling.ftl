## De grijze muur aan tafel: hem kiezen, en er tegels op leggen.

table-status-placing = Ronde { $round } · leggen op hun muur: { $names } · zak { $bag } · deksel { $lid }.

wall-placed = { $name } legde { $parts }.
wall-placed-floor = { $name } legde { $parts }; vloer −{ $points }.
line-to-floor = Patroonlijn { $line } van { $name } ({ $tiles }) heeft geen vrij vak meer op de grijze muur: hij gaat in zijn geheel naar de vloerlijn{ $lid ->
    [0] .
    [one] , 1 in de deksel (vloerlijn vol).
   *[other] , { $lid } in de deksel (vloerlijn vol).
}

## The Crystal Mosaic's sides at the table: what their boards change.

line-to-floor-printed = Patroonlijn { $line } van { $name } ({ $tiles }) heeft geen vrij vak meer op de muur: hij gaat in zijn geheel naar de vloerlijn{ $lid ->
    [0] .
    [one] , 1 in de deksel (vloerlijn vol).
   *[other] , { $lid } in de deksel (vloerlijn vol).
}
