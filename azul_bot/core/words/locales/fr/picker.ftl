## Boutons et menus. Ceux sous un message du salon (ceux de la table d'attente, les
## Fabriques et le centre sous la table, Revanche) sont dans la langue du serveur, les
## autres dans celle du lecteur.

button-resign-yes = Oui, quitter la partie
button-abort-game-yes = Oui, annuler la partie
button-close-lobby-yes = Oui, fermer la table
button-keep-playing = Non, continuer
button-keep-lobby = Non, la garder ouverte
button-previous = Précédent
button-next = Suivant
