## L'image de la table : tous les mots qu'elle dessine. Courts, car ils partagent une bande
## de l'image avec des noms et des nombres ; chaque { $valeur } est rempli au dessin.

image-turn = Manche { $round }  ·  à { $name } de jouer
image-tiling = Manche { $round } · au mur : { $names }
image-winner = Partie terminée · { $name } gagne
image-shared-victory = Partie terminée · victoire partagée : { $names }
image-stock = sac { $bag }  ·  couvercle { $lid }
image-player = Joueur { $number }
image-final-scores = Scores finaux
image-column-wall = mur
image-column-rows = rangées
image-column-columns = colonnes
image-column-colors = couleurs
image-column-total = total
image-standing = { $rank }. { $name }
# La variante jouée, écrite sous le dernier coup (le mur coloré et le mur gris n'en ont pas besoin).
image-variant-crystal-1 = Mosaïque éclatante, face 1
image-variant-crystal-2 = Mosaïque éclatante, face 2
# L'image d'un coup passé en revue après la partie : l'étiquette du coup joué et celle du
# meilleur coup, chacune devant le coup en notation au-dessus de la table, du style de ses marques.

## La notation des coups : les lettres que l'image de la table écrit pour les couleurs (sa
## légende), le centre (sa pastille) et le Plancher (à côté de la ligne Plancher), et que
## les joueurs peuvent taper dans /azul jouer. Écrites comme l'image les dessine ; tapées en
## majuscules ou en minuscules. Chaque langue a les siennes, et celles de toutes les langues
## sont lues, quelle que soit la langue du lecteur : une lettre ne veut jamais dire deux
## choses dans une même option (un test le vérifie). Bleu et blanc commencent tous deux par
## b : le b reste au bleu (comme en anglais et en néerlandais), le blanc prend son l.

letter-blue = b
letter-yellow = j
letter-red = r
letter-black = n
letter-white = l
letter-center = C
letter-floor = P

## La table en texte (description de l'image, pour les lecteurs d'écran).

table-status = Manche { $round } · à { $name } de jouer · sac { $bag } · couvercle { $lid }.
table-status-over = Partie terminée après la manche { $round } · sac { $bag } · couvercle { $lid }.
table-factories = Fabriques : { $list }.
table-factories-empty = Fabriques : toutes vides.
table-factory = { $number } : { $tiles }
table-center = Centre : { $tiles }.
table-center-marker = Centre : { $tiles }, { -marker }.
table-center-only-marker = Centre : { -marker }.
clauses = { $first } ; { $second }
table-player = { $name } : { $score ->
    [one] { $score } point
   *[other] { $score } points
} ; { $lines } ; mur : { $wall ->
    [one] { $wall } tuile
   *[other] { $wall } tuiles
} ; { $floor }.
table-lines-empty = lignes Motif vides
table-line = ligne { $number } : { $count }/{ $number } { $color }
table-floor-empty = Plancher vide
table-floor = Plancher { $count } (−{ $points })
