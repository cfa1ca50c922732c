## /azul entraînement et « S'entraîner sur cette position » sous une analyse : les positions
## avant les coups les plus coûteux d'un joueur dans ses dernières parties, rejouées avec le
## choix du coup ; chaque réponse dit si le coup choisi vaut le meilleur (à { $margin } points
## près de l'écart final) et montre le meilleur. { $points } : des points de l'écart final, arrondis.

cmd-azul-practice = entraînement
cmd-azul-practice-desc = Rejouez les positions de vos coups les plus coûteux de vos dernières parties (vous seul le voyez)

practice-this-position = S'entraîner sur cette position
practice-move = S'entraîner sur le coup { $number }
practice-show = Voir la réponse
practice-next = Position suivante

practice-position = **Entraînement · position { $number } sur { $total }** · partie n° { $game }, manche { $round }
practice-ask = À vous de jouer, à la table telle que vous l'aviez : touchez une Fabrique ou le centre pour choisir votre coup. La réponse dit s'il vaut le meilleur (à { $margin } points près).
practice-right = ✅ **Aussi bon que le meilleur** (à { $margin } points près).
practice-wrong = ❌ **Pas le meilleur** : environ { $points ->
    [one] { $points } point perdu
   *[other] { $points } points perdus
}.
practice-shown = 💡 La réponse :
practice-yours = Votre coup : { $move }
practice-yours-played = Votre coup, comme dans la partie : { $move }
practice-best = Le meilleur : { $move }
practice-picture = -# L'image montre la table après le meilleur coup, ses tuiles marquées.
practice-done = **Entraînement terminé** : { $right ->
    [one] { $right } coup sur { $total } aussi bon
   *[other] { $right } coups sur { $total } aussi bons
} que le meilleur. `/azul entraînement` vous propose à nouveau les coups les plus coûteux de vos dernières parties.

refusal-not_your_practice = Cet entraînement est celui de quelqu'un d'autre : `/azul entraînement` vous propose le vôtre.
refusal-no_such_practice = Cette position d'entraînement n'existe pas ; rien n'a changé. `/azul entraînement` reprend le vôtre.
refusal-nothing_to_practise = Rien à travailler pour l'instant : aucune de vos dernières parties terminées n'a de coup coûteux dans son analyse. Dès qu'une en a, `/azul entraînement` vous propose la table d'avant.
refusal-not_practisable = Ce n'est pas l'un de vos coups coûteux de la partie n° { $game } : rien à travailler là.
refusal-position_answered = Vous avez déjà répondu à la position { $number } ; rien n'a changé. **Position suivante** sous sa réponse, ou `/azul entraînement`, pour continuer.
refusal-not_answered_yet = La position { $number } attend d'abord votre coup : choisissez-en un, ou touchez **Voir la réponse**.
