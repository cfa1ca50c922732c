## /azul revue et le bouton sous les scores finaux : les coups les plus coûteux d'un joueur
## dans une partie terminée, pesés par l'ordinateur difficile, chacun nommé selon les chances de
## gagner qu'il a perdues (comme lichess aux échecs). { $points } : des points de l'écart final,
## arrondis ; { $before } et { $after } : les chances de gagner du joueur (de 0 à 1) avec le
## meilleur coup et avec le sien ; { $weighed } : combien de ses coups laissaient un choix.

cmd-azul-review = analyse
cmd-azul-review-desc = Vos coups les plus coûteux d'une partie terminée, et le meilleur coup (vous seul le voyez)
cmd-azul-review-game = partie
cmd-azul-review-game-desc = le numéro de la partie, comme dans /azul historique (#12) ; sinon votre dernière

review-button = Analyser mes coups
review-title = **Votre analyse de la partie n° { $game }** · { $weighed ->
    [one] 1 de vos coups pesé
   *[other] { $weighed } de vos coups pesés
} par l'ordinateur difficile
review-move = **{ $number }. Manche { $round } · { $label ->
    [inaccuracy] Imprécision
    [mistake] Erreur
   *[blunder] Gaffe
}** : vos chances de gagner sont passées de { NUMBER($before, style: "percent") } à { NUMBER($after, style: "percent") } (environ { $points ->
    [one] { $points } point perdu
   *[other] { $points } points perdus
})
review-played = Vous avez joué { $move }
review-better = Mieux : { $move }
review-footer = -# Les images, dans le même ordre, montrent la table avant chaque coup : le vôtre marqué, le meilleur à côté.
review-none-costly = Aucun coup coûteux : aucun des vôtres n'a fait baisser vos chances de gagner de { NUMBER($share, style: "percent") } ou plus. Bien joué !
review-no-choice = Aucun de vos coups de la partie n° { $game } ne laissait de choix à peser (un ordinateur a joué à votre place, ou chaque coup était forcé).
review-waiting = L'analyse de la partie n° { $game } est en cours : redemandez dans une minute (`/azul analyse partie:{ $game }`).
refusal-not_your_game = Vous n'avez pas joué la partie n° { $game } : une analyse est pour les joueurs de la partie, chacun ses propres coups.
refusal-no_game_to_review = Vous n'avez encore aucune partie terminée sur ce serveur : dès qu'une se termine, `/azul analyse` montre vos coups les plus coûteux.

## The tags of a reviewed move's picture: the move played and the better one.
image-review-played = joué
image-review-better = mieux
## A costly move's headline, above the tags: its label, and the player's winning chances with
## the better move and with theirs.
image-review-verdict = { $label ->
    [inaccuracy] Imprécision
    [mistake] Erreur
   *[blunder] Gaffe
} · chances de gagner { NUMBER($before, style: "percent") } → { NUMBER($after, style: "percent") }
