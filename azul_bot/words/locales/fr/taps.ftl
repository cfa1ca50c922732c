## Trois touches : le choix du coup avec ou sans Confirmer (/azul confirmation), et ce que coûtera
## le Plancher, affiché sur chaque ligne proposée. { $points } est un nombre de points perdus.

cmd-azul-confirm = confirmation
cmd-azul-confirm-desc = Un bouton Confirmer après le choix de la ligne, ou le coup joué aussitôt
cmd-azul-confirm-on = activer
cmd-azul-confirm-on-desc = True : Confirmer après la ligne ; False : le bouton de ligne joue le coup
reply-confirm-on = Vos coups demanderont **Confirmer** après le choix de la ligne.
reply-confirm-off = Trois touches par coup : le bouton d'une ligne joue désormais votre coup aussitôt, sans Confirmer.

pick-floor-cost = −{ $points }
picker-color-play = **Votre coup** : { $tiles } { $source }. Touchez une ligne pour jouer.
picker-marker-cost = Le { -marker } va aussi sur votre Plancher : le coût affiché en tient compte.
picker-confirm-tip = -# Une touche de moins par coup : `/azul confirmation activer:False`
