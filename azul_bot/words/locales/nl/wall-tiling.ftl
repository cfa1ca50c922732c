## De grijze muur aan tafel: hem kiezen, en er tegels op leggen.

game-on-grey-wall = Op de **grijze muur**: aan het einde van elke ronde kies je de kolom van elke tegel.

table-status-placing = Ronde { $round } · leggen op hun muur: { $names } · zak { $bag } · deksel { $lid }.
board-status-placing = Ronde { $round }, leggen op hun muur: { $names }. Scores: { $scores }.
placing-waiting = **Muur betegelen:** { $count ->
    [one] moet nog leggen:
   *[other] moeten nog leggen, allemaal tegelijk:
} { $names }. Tik hieronder op **Leg je tegel**.
dm-place = De ronde is voorbij in je Azul-spel: kies waar je tegels op je muur komen. { $link }

button-place-tile = Leg je tegel
placing-prompt = Je patroonlijn { $line } is vol ({ $tiles }): kies de kolom voor de tegel op je muur.
placing-column = { $emoji } kolom { $column } · +{ $points }
placing-column-doubled = { $emoji } kolom { $column } · +{ $points } ({ $base } × { $times })
placing-closes = ⚠️ Kolom { $column } zou je voorgedrukte vak voor { $color } (rij { $row }, kolom { $cell }) voorgoed sluiten: die rij kan dan nooit meer vol.
placing-done = Gelegd: patroonlijn { $line } → kolom { $column }.
pick-grey-floor = geen vrij vak op je grijze muur: de hele lijn gaat naar de vloerlijn
wall-placed = { $name } legde { $parts }.
wall-placed-floor = { $name } legde { $parts }; vloer −{ $points }.
line-to-floor = Patroonlijn { $line } van { $name } ({ $tiles }) heeft geen vrij vak meer op de grijze muur: hij gaat in zijn geheel naar de vloerlijn{ $lid ->
    [0] .
    [one] , 1 in de deksel (vloerlijn vol).
   *[other] , { $lid } in de deksel (vloerlijn vol).
}

## Een speler wiens tijd op is tijdens het betegelen: de invaller legde de tegels.

ran-out-placed = ⏰ De tijd van { $name } is op; een invalcomputer ({ $level }) heeft de tegels op de muur gelegd.

## The Crystal Mosaic's sides at the table: what their boards change.

game-on-crystal-1 = Op de **Kristalmozaïek, zijde 1**: aan het eind van elke ronde kies je de kolom van elke tegel; een voorgedrukt vak neemt alleen zijn kleur en verdubbelt de punten van zijn tegel.
game-on-crystal-2 = Op de **Kristalmozaïek, zijde 2**: aan het eind van elke ronde kies je de kolom van elke tegel; een voorgedrukt vak neemt alleen zijn kleur, en de eindbonussen zijn groter.
pick-printed-floor = geen vak meer voor deze kleur in die rij van je muur: de hele lijn gaat naar de vloerlijn
line-to-floor-printed = Patroonlijn { $line } van { $name } ({ $tiles }) heeft geen vrij vak meer op de muur: hij gaat in zijn geheel naar de vloerlijn{ $lid ->
    [0] .
    [one] , 1 in de deksel (vloerlijn vol).
   *[other] , { $lid } in de deksel (vloerlijn vol).
}
