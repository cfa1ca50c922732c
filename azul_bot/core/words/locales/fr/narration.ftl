## Un coup, raconté dans le salon.

move-took = { $name } prend { $tiles } dans { $source }
move-took-marker = { $name } prend { $tiles } et le { -marker } au centre de la table
move-to-line = → { $line }
move-to-floor = → la ligne Plancher
move-overflow = { $count } sur le Plancher
move-to-lid = { $count } au couvercle (Plancher plein)
move-to-full-floor = → la ligne Plancher, qui est pleine : { $count ->
    [one] elle va
   *[other] elles vont
} au couvercle
move-marker-no-slot = le { -marker } ne prend pas de case (Plancher plein)
move-slid = { $tiles } au centre

## La fin d'une manche.

round-tiling = **Fin de la manche { $round } : décoration du mur**
round-placed = { $tile } en rangée { $row } +{ $points }
round-placed-why = { $tile } en rangée { $row } +{ $points } ({ $why })
round-runs-across = { $h } en ligne
round-runs-down = { $v } en colonne
round-runs-both = { $h } en ligne + { $v } en colonne
# Le multiplicateur d'une case imprimée : les points une fois, leur produit pour raison (« +6 (3 × 2 : 3 en ligne) »).
round-times = { $base } × { $times }
round-times-runs = { $base } × { $times } : { $runs }
round-floor = Plancher −{ $points }
round-nothing = rien de posé
round-player = • { $name } : { $parts } → total { $score ->
    [one] { $score } point
   *[other] { $score } points
}
round-begins = **Manche { $round }** : { $name } commence.
bag-refilled = Le sac était vide : { $count } tuiles du couvercle y retournent.

## La fin de la partie.

result-title = **Partie terminée — scores finaux**
result-player = { $rank }. { $name } — **{ $score }**{ $trophy } ({ $parts })
result-during = { $points } en cours de partie
result-rows = { $count ->
    [one] 1 rangée +{ $points }
   *[other] { $count } rangées +{ $points }
}
result-columns = { $count ->
    [one] 1 colonne +{ $points }
   *[other] { $count } colonnes +{ $points }
}
result-colors = { $count ->
    [one] 1 couleur +{ $points }
   *[other] { $count } couleurs +{ $points }
}
result-winner = { $name } gagne !
result-tie-break = { $name } gagne au départage : plus de rangées complètes.
result-shared = Victoire partagée : { $names } sont à égalité de points et de rangées complètes.

## /azul moves : les coups joués jusqu'ici, racontés par le narrateur.

moves-title = **Coups joués** (page { $page } sur { $pages })
moves-none = Aucun coup n'a encore été joué dans cette partie.
moves-move = **{ $number }.** { $story }
