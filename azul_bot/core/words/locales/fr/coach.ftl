## Le coach sur une Mosaïque éclatante : ce que multiplie une case imprimée, et les cases
## imprimées qu'une colonne condamne. $color est le code de la couleur (blue, yellow, red, black, white).

