## Le mur gris à la table : le choisir, et y placer ses tuiles.

table-status-placing = Manche { $round } · placent sur leur mur : { $names } · sac { $bag } · couvercle { $lid }.

wall-placed = { $name } a placé { $parts }.
wall-placed-floor = { $name } a placé { $parts } ; Plancher −{ $points }.
line-to-floor = La ligne Motif { $line } de { $name } ({ $tiles }) n'a plus de case libre sur le mur gris : elle va tout entière sur le Plancher{ $lid ->
    [0] .
    [one] , 1 au couvercle (Plancher plein).
   *[other] , { $lid } au couvercle (Plancher plein).
}

## The Crystal Mosaic's sides at the table: what their boards change.

line-to-floor-printed = La ligne Motif { $line } de { $name } ({ $tiles }) n'a plus de case libre sur son mur : elle va tout entière sur le Plancher{ $lid ->
    [0] .
    [one] , 1 au couvercle (Plancher plein).
   *[other] , { $lid } au couvercle (Plancher plein).
}
