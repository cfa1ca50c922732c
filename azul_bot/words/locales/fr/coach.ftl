## L'entraîneur (/azul conseil) : chaque coup dit une fois, puis pourquoi il vaut le coup.

hint-title = **L'entraîneur propose**
hint-rank = { $rank }. { $hint }
hint-move = **{ $move }** : { $why }.
hint-and = { $first }, et { $second }
hint-fills = la complète pour +{ $points } au décompte
hint-fills-row = la complète pour +{ $points } au décompte (une rangée de { $h })
hint-fills-column = la complète pour +{ $points } au décompte (une colonne de { $v })
hint-fills-both = la complète pour +{ $points } au décompte ({ $h } en ligne, { $v } en colonne)
hint-short = il manquera encore { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
} à la ligne
hint-floor = le Plancher coûte { $penalty ->
    [one] { $penalty } point
   *[other] { $penalty } points
}
hint-floor-marker = avec le { -marker } ; le Plancher coûte { $penalty ->
    [one] { $penalty } point
   *[other] { $penalty } points
}
hint-row-done = complète une rangée (+{ $bonus }, la partie s'arrête à la fin de cette manche)
hint-column-done = complète une colonne (+{ $bonus })
hint-color-done = les cinq { $color } (+{ $bonus })
hint-column-progress = sa colonne à { $count }/5
hint-color-progress = { $color } à { $count }/5
hint-overflow = { $count ->
    [one] { $count } tuile sur le Plancher
   *[other] { $count } tuiles sur le Plancher
}
hint-overflow-marker = { $count ->
    [one] { $count } tuile sur le Plancher
   *[other] { $count } tuiles sur le Plancher
} avec le { -marker }
hint-marker = prend le { -marker }
hint-cost = { $what } (−{ $penalty })
hint-leaves-nobody = laisse { $tiles } dont personne d'autre n'a l'usage
hint-leaves-opponent = laisse { $tiles } dont seul votre adversaire a l'usage
hint-leaves-everybody = laisse { $tiles } dont tous les autres ont l'usage
hint-leaves-some = laisse { $tiles } dont { $count ->
    [one] seul { $names } a
   *[other] seuls { $names } ont
} l'usage
hint-unrated = Cette partie ne compte plus pour le classement (un conseil a été demandé).
hint-ready = Le meilleur est prêt ci-dessous : Confirmer le joue.

## Le coach à la décoration d'un mur gris : quelle colonne pour la ligne qui attend, et pourquoi

hint-place-move = **Ligne { $row } ({ $color }) → colonne { $column }** : { $why }.
hint-place-only = la seule case qui lui reste (+{ $points })
hint-place-most = +{ $points } maintenant, le plus de toutes les colonnes
hint-place-keeps = +{ $points } maintenant, et garde la colonne { $column } libre pour le { $color }
hint-place-bonus = +{ $points } maintenant plutôt que +{ $best }, pour { $progress }
hint-place-ahead = +{ $points } maintenant ; la recherche la préfère pour les manches à venir
hint-place-now = +{ $points } maintenant
hint-place-row-progress = sa rangée à { $count }/5
hint-place-closes = la ligne { $row } ({ $color }) n'aura plus de case libre
hint-place-but = { $first }, mais { $second }

## Une prise vers une ligne dont la rangée n'a plus de case pour sa couleur (le mur gris)

hint-no-cell = sa rangée n'a plus de case pour le { $color } : toute la ligne finira sur le Plancher
hint-place-ready = Vos colonnes sont ci-dessous : touchez-en une pour poser la tuile.

## Le coach sur une Mosaïque éclatante : ce que multiplie une case imprimée, et les cases
## imprimées qu'une colonne condamne. $color est le code de la couleur (blue, yellow, red, black, white).

hint-on-printed = sa case imprimée { $times ->
    [2] double les points
   *[multiple] multiplie les points par { $times }
}
hint-place-printed = +{ $points } maintenant, car la case imprimée en { $color ->
    [blue] bleu
    [yellow] jaune
    [red] rouge
    [black] noir
   *[white] blanc
} { $times ->
    [2] double les points
   *[multiple] multiplie les points par { $times }
}
hint-place-keeps-printed = +{ $points } maintenant, et garde libre la case imprimée en { $color ->
    [blue] bleu
    [yellow] jaune
    [red] rouge
    [black] noir
   *[white] blanc
} de la rangée { $row }
hint-place-closes-printed = la case imprimée en { $color ->
    [blue] bleu
    [yellow] jaune
    [red] rouge
    [black] noir
   *[white] blanc
} de la rangée { $row } sera condamnée pour de bon

refusal-hints_off_in_tournament = Les parties d'un tournoi se jouent sans conseils.
