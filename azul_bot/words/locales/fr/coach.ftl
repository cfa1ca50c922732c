## Le coach à la décoration d'un mur gris : quelle colonne pour la ligne qui attend, et pourquoi

hint-place-move = **Ligne { $row } ({ $color }) → colonne { $column }** : { $why }.
hint-place-only = la seule case qui lui reste (+{ $points })
hint-place-most = +{ $points } maintenant, le plus de toutes les colonnes
hint-place-keeps = +{ $points } maintenant, et garde la colonne { $column } libre pour le { $color }
hint-place-bonus = +{ $points } maintenant plutôt que +{ $best }, pour { $progress }
hint-place-ahead = +{ $points } maintenant ; la recherche la préfère pour les manches à venir
hint-place-row-progress = sa rangée à { $count }/5
hint-place-closes = la ligne { $row } ({ $color }) n'aura plus de case libre
hint-place-but = { $first }, mais { $second }

## Une prise vers une ligne dont la rangée n'a plus de case pour sa couleur (le mur gris)

hint-no-cell = sa rangée n'a plus de case pour le { $color } : toute la ligne finira sur le Plancher
hint-place-ready = Vos colonnes sont ci-dessous : touchez-en une pour poser la tuile.
