## Boutons et menus. Ceux sous un message du salon (ceux de la table d'attente, les
## Fabriques et le centre sous la table, Revanche) sont dans la langue du serveur, les
## autres dans celle du lecteur.

button-factory = { $number } · { $tiles }
button-center = Centre · { $tiles }
button-center-marker = Centre · { $tiles } + { -marker }
button-confirm = Confirmer
button-resign-yes = Oui, quitter la partie
button-abort-game-yes = Oui, annuler la partie
button-close-lobby-yes = Oui, fermer la table
button-keep-playing = Non, continuer
button-keep-lobby = Non, la garder ouverte
button-previous = Précédent
button-next = Suivant

## Le choix du coup : ce qui est proposé, et le coup qui en résulte, dit une fois.

from-factory = de la Fabrique { $number }
from-center = du centre de la table
pick-factory = Fabrique { $number } — { $tiles }
pick-center = Centre — { $tiles }
pick-center-marker = Centre — { $tiles } + { -marker }
# { $tiles } : combien et de quelle couleur, comme les dit color-tiles (« 3 rouges »).
pick-color = { $tiles }
pick-fit = { $count ->
    [one] { $count } y tient
   *[other] { $count } y tiennent
}
pick-to-floor = { $count } sur le Plancher
pick-to-lid = { $count } au couvercle
pick-line = ligne Motif { $number } — { $placement }
pick-floor = Plancher — { $placement }
pick-move = { $tiles } { $source } → { $line }
pick-move-color = { $color } { $source } → { $line }
picker-source = **Votre coup** : { $source }. Choisissez une couleur.
picker-color = **Votre coup** : { $tiles } { $source }. Choisissez une ligne.
picker-confirm = **{ $move }** ({ $placement }). Confirmer ?
picker-played = Joué : { $move }.
reply-played = Joué.

## Trois touches : le choix du coup avec ou sans Confirmer (/azul confirmation), et ce que coûtera
## le Plancher, affiché sur chaque ligne proposée. { $points } est un nombre de points perdus.

pick-floor-cost = −{ $points }
picker-color-play = **Votre coup** : { $tiles } { $source }. Touchez une ligne pour jouer.
picker-marker-cost = Le { -marker } va aussi sur votre Plancher : le coût affiché en tient compte.
picker-confirm-tip = -# Une touche de moins par coup : `/azul confirmation activer:False`
