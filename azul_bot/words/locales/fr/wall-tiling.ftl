## Le mur gris à la table : le choisir, et y placer ses tuiles.

game-on-grey-wall = Sur le **mur gris** : à chaque fin de manche, vous choisissez la colonne de chaque tuile.

table-status-placing = Manche { $round } · placent sur leur mur : { $names } · sac { $bag } · couvercle { $lid }.
board-status-placing = Manche { $round }, placent sur leur mur : { $names }. Scores : { $scores }.
placing-waiting = **Décoration du mur :** { $count ->
    [one] doit encore placer :
   *[other] doivent encore placer, en même temps :
} { $names }. Touchez **Placer ma tuile** ci-dessous.
dm-place = La manche est finie dans votre partie d'Azul : choisissez où vont vos tuiles sur votre mur. { $link }

button-place-tile = Placer ma tuile
placing-prompt = Votre ligne Motif { $line } est complète ({ $tiles }) : choisissez la colonne de sa tuile sur votre mur.
placing-column = { $emoji } colonne { $column } · +{ $points }
placing-column-doubled = { $emoji } colonne { $column } · +{ $points } ({ $base } × { $times })
placing-closes = ⚠️ La colonne { $column } fermerait pour de bon votre case imprimée pour le { $color } (rangée { $row }, colonne { $cell }) : cette rangée ne pourrait plus être complétée.
placing-done = Placée : ligne Motif { $line } → colonne { $column }.
pick-grey-floor = aucune case libre sur votre mur gris : toute la ligne ira sur le Plancher
wall-placed = { $name } a placé { $parts }.
wall-placed-floor = { $name } a placé { $parts } ; Plancher −{ $points }.
line-to-floor = La ligne Motif { $line } de { $name } ({ $tiles }) n'a plus de case libre sur le mur gris : elle va tout entière sur le Plancher{ $lid ->
    [0] .
    [one] , 1 au couvercle (Plancher plein).
   *[other] , { $lid } au couvercle (Plancher plein).
}

## Un joueur à court de temps pendant la décoration du mur : le remplaçant a placé ses tuiles.

ran-out-placed = ⏰ Le temps de { $name } est écoulé ; un ordinateur remplaçant ({ $level }) a placé ses tuiles sur son mur.

## The Crystal Mosaic's sides at the table: what their boards change.

game-on-crystal-1 = Sur la **Mosaïque éclatante, face 1** : à chaque fin de manche, vous choisissez la colonne de chaque tuile ; une case imprimée ne prend que sa couleur et double les points de sa tuile.
game-on-crystal-2 = Sur la **Mosaïque éclatante, face 2** : à chaque fin de manche, vous choisissez la colonne de chaque tuile ; une case imprimée ne prend que sa couleur, et les bonus de fin sont plus gros.
pick-printed-floor = plus de case pour cette couleur dans cette rangée de votre mur : toute la ligne ira sur le Plancher
line-to-floor-printed = La ligne Motif { $line } de { $name } ({ $tiles }) n'a plus de case libre sur son mur : elle va tout entière sur le Plancher{ $lid ->
    [0] .
    [one] , 1 au couvercle (Plancher plein).
   *[other] , { $lid } au couvercle (Plancher plein).
}
