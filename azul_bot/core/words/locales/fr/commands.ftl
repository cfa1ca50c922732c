## Commandes : noms (minuscules, sans espace, 32 caractères au plus) et descriptions
## (100 caractères au plus).

cmd-azul = azul
cmd-azul-desc = Jouer à Azul, le jeu de tuiles

## Choix proposés dans les options (la valeur envoyée reste la même dans toutes les langues).

choice-beginner = débutant
choice-easy = facile
choice-normal = normal
choice-hard = difficile
choice-classic = mur en couleurs
choice-grey = mur gris
choice-crystal-1 = Mosaïque éclatante, face 1
choice-crystal-2 = Mosaïque éclatante, face 2
