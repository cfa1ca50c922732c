# Les mots du bot en français. Mêmes clés que en.ftl ; un test vérifie les clés, les
# paramètres et les formes du pluriel.

## Commandes : noms (minuscules, sans espace, 32 caractères au plus) et descriptions
## (100 caractères au plus).

cmd-azul = azul
cmd-azul-desc = Jouer à Azul, le jeu de tuiles
cmd-azul-new = nouvelle
cmd-azul-new-desc = Ouvrir une partie d'Azul ici (vous en êtes l'hôte)
cmd-azul-new-thread = fil
cmd-azul-new-thread-desc = ouvrir la partie dans un nouveau fil de ce salon
cmd-azul-join = rejoindre
cmd-azul-join-desc = Prendre une place dans la partie en attente de ce salon
cmd-azul-leave = quitter
cmd-azul-leave-desc = Quitter la partie en attente, ou abandonner la partie en cours (avec confirmation)
cmd-azul-addbot = ordinateur
cmd-azul-addbot-desc = Ajouter un joueur ordinateur à la partie en attente (hôte seulement)
cmd-azul-addbot-level = niveau
cmd-azul-addbot-level-desc = sa force de jeu
cmd-azul-hint = conseil
cmd-azul-hint-desc = Les trois meilleurs coups selon l'entraîneur (visible par vous seul)
cmd-azul-notify = notifications
cmd-azul-notify-desc = Un message privé quand c'est votre tour : oui ou non
cmd-azul-notify-on = activer
cmd-azul-notify-on-desc = True : un message privé à votre tour ; False : une mention dans le salon
cmd-azul-settings = réglages
cmd-azul-settings-desc = Les règles d'Azul de ce serveur (Gérer le serveur pour les changer)
cmd-azul-settings-time_limit = temps-par-tour
cmd-azul-settings-time_limit-desc = temps par tour, par ex. 12h, 2d, ou off
cmd-azul-settings-reminder = rappel
cmd-azul-settings-reminder-desc = quand rappeler son tour au joueur, par ex. 4h, ou off
cmd-azul-settings-at_limit = temps-écoulé
cmd-azul-settings-at_limit-desc = ce qui se passe quand le temps est écoulé
cmd-azul-settings-threads = fils
cmd-azul-settings-threads-desc = ouvrir chaque nouvelle partie dans son propre fil
cmd-azul-settings-hints = conseils
cmd-azul-settings-hints-desc = autoriser /azul conseil
cmd-azul-start = commencer
cmd-azul-start-desc = Lancer la partie (hôte seulement, 2 à 4 joueurs)
cmd-azul-play = jouer
cmd-azul-play-desc = Prendre des tuiles : la source, la couleur et la ligne où les poser
cmd-azul-play-source = source
cmd-azul-play-source-desc = centre, ou le numéro d'une Fabrique comme sur l'image
cmd-azul-play-color = couleur
cmd-azul-play-color-desc = bleu, jaune, rouge, noir ou blanc
cmd-azul-play-line = ligne
cmd-azul-play-line-desc = ligne Motif 1 à 5, ou plancher
cmd-azul-board = table
cmd-azul-board-desc = Voir la table telle qu'elle est (visible par vous seul)
cmd-azul-abort = annuler
cmd-azul-abort-desc = Annuler la partie de ce salon (hôte ou Gérer les salons)
cmd-azul-rules = règles
cmd-azul-rules-desc = Les règles d'Azul en bref
cmd-azul-mygames = mes-parties
cmd-azul-mygames-desc = Vos parties en cours sur ce serveur (visible par vous seul)
cmd-azul-history = historique
cmd-azul-history-desc = Les parties terminées de ce serveur (visible par vous seul)
cmd-azul-history-member = membre
cmd-azul-history-member-desc = seulement les parties de ce membre
cmd-azul-history-page = page
cmd-azul-history-page-desc = numéro de page, à partir de 1
cmd-azul-replay = revoir
cmd-azul-replay-desc = Revoir une partie terminée : les scores et une animation
cmd-azul-replay-game = partie
cmd-azul-replay-game-desc = le numéro de la partie, comme dans /azul historique (#12)
cmd-azul-leaderboard = classement
cmd-azul-leaderboard-desc = Les meilleurs joueurs d'Azul de ce serveur
cmd-azul-leaderboard-sort = tri
cmd-azul-leaderboard-sort-desc = critère du classement
cmd-azul-leaderboard-page = page
cmd-azul-leaderboard-page-desc = numéro de page, à partir de 1
cmd-azul-stats = stats
cmd-azul-stats-desc = Les statistiques Azul d'un membre (les vôtres par défaut)
cmd-azul-stats-member = membre
cmd-azul-stats-member-desc = de qui (vous si vide)

## Choix proposés dans les options (la valeur envoyée reste la même dans toutes les langues).

choice-easy = facile
choice-normal = normal
choice-hard = difficile
choice-turn = un ordinateur joue ce tour à sa place
choice-seat = un ordinateur prend sa place jusqu'à la fin
choice-rating = classement Elo
choice-wins = victoires
choice-win_rate = taux de victoire
choice-average = score moyen
choice-best = meilleur score

## Couleurs, centre et plancher, affichés et tapés.

color-blue = bleu
color-yellow = jaune
color-red = rouge
color-black = noir
color-white = blanc
word-center = centre
word-floor = plancher


## Les termes du jeu, un mot par chose.

-marker = marqueur premier joueur

## Nommer les pièces.

source-factory = la Fabrique { $number }
source-center = le centre de la table
line-pattern = la ligne Motif { $number }
line-floor = la ligne Plancher
color-tiles = { $color ->
    [blue] { $count ->
        [one] { $count } bleue
       *[other] { $count } bleues
    }
    [yellow] { $count ->
        [one] { $count } jaune
       *[other] { $count } jaunes
    }
    [red] { $count ->
        [one] { $count } rouge
       *[other] { $count } rouges
    }
    [black] { $count ->
        [one] { $count } noire
       *[other] { $count } noires
    }
   *[white] { $count ->
        [one] { $count } blanche
       *[other] { $count } blanches
    }
}
list-nothing = rien
list-and = { $first } et { $second }

## Un coup, raconté dans le salon.

move-took = { $name } prend { $tiles } dans { $source }
move-took-marker = { $name } prend { $tiles } et le { -marker } au centre de la table
move-to-line = → { $line }
move-to-floor = → la ligne Plancher
move-overflow = { $count } sur le Plancher
move-to-lid = { $count } au couvercle (Plancher plein)
move-to-full-floor = → la ligne Plancher, qui est pleine : { $count ->
    [one] elle va
   *[other] elles vont
} au couvercle
move-marker-no-slot = le { -marker } ne prend pas de case (Plancher plein)
move-slid = { $tiles } au centre

## La fin d'une manche.

round-tiling = **Fin de la manche { $round } : décoration du mur**
round-placed = { $tile } en rangée { $row } +{ $points }
round-run-across = { $tile } en rangée { $row } +{ $points } ({ $h } en ligne)
round-run-down = { $tile } en rangée { $row } +{ $points } ({ $v } en colonne)
round-run-both = { $tile } en rangée { $row } +{ $points } ({ $h } en ligne + { $v } en colonne)
round-floor = Plancher −{ $points }
round-nothing = rien de posé
round-player = • { $name } : { $parts } → total { $score ->
    [one] { $score } point
   *[other] { $score } points
}
round-begins = **Manche { $round }** : { $name } commence.
bag-refilled = Le sac était vide : { $count } tuiles du couvercle y retournent.

## La fin de la partie.

result-title = **Partie terminée — scores finaux**
result-player = { $rank }. { $name } — **{ $score }**{ $trophy } ({ $parts })
result-during = { $points } en cours de partie
result-rows = { $count ->
    [one] 1 rangée +{ $points }
   *[other] { $count } rangées +{ $points }
}
result-columns = { $count ->
    [one] 1 colonne +{ $points }
   *[other] { $count } colonnes +{ $points }
}
result-colors = { $count ->
    [one] 1 couleur +{ $points }
   *[other] { $count } couleurs +{ $points }
}
result-winner = { $name } gagne !
result-tie-break = { $name } gagne au départage : plus de rangées complètes.
result-shared = Victoire partagée : { $names } sont à égalité de points et de rangées complètes.

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

## /azul règles : le jeu en bref, tel qu'il se joue ici.

rules =
    {"**"}Azul en bref** (2 à 4 joueurs)
    {"**"}But :** décorer votre mur de 5×5 et marquer le plus de points. La partie s'arrête à la fin de la manche où quelqu'un complète une rangée horizontale de son mur.
    {"**"}À votre tour :** prenez *toutes* les tuiles d'*une* couleur, soit sur une **Fabrique** (le reste glisse au centre de la table), soit au **centre** (le premier à le faire dans la manche prend aussi le { -marker } : il va sur sa ligne Plancher, et il commencera la manche suivante).
    {"**"}Posez-les** toutes sur *une* ligne Motif : la ligne *n* tient *n* tuiles, d'une seule couleur, et pas une couleur déjà présente dans cette rangée de votre mur. Ce qui ne tient pas tombe sur votre **Plancher** ; vous pouvez toujours tout y mettre.
    {"**"}Fin de manche** (plus aucune tuile à prendre) : chaque ligne Motif *complète* place une tuile sur le mur et la marque : 1 point si elle est seule, sinon 1 par tuile de sa rangée continue plus 1 par tuile de sa colonne continue. Les autres lignes attendent la manche suivante. Le Plancher coûte 1, 1, 2, 2, 2, 3, 3 points (jamais sous 0).
    {"**"}Fin de partie :** +2 par rangée complète, +7 par colonne complète, +10 par couleur posée 5 fois. Le plus de points gagne ; à égalité, le plus de rangées complètes, sinon la victoire est partagée.
    {"**"}Jouer ici :** `/azul nouvelle` ouvre une table, les autres appuient sur **Rejoindre**, l'hôte sur **Commencer**. À votre tour, touchez une Fabrique ou le centre sous la table, puis une couleur et une ligne ; ou tapez `/azul jouer source:2 couleur:rouge ligne:4` (`centre`, `plancher` marchent aussi). `/azul table` vous montre la table à vous seul, `/azul conseil` demande l'avis de l'entraîneur.

## L'image de la table : tous les mots qu'elle dessine. Courts, car ils partagent une bande
## de l'image avec des noms et des nombres ; chaque { $valeur } est rempli au dessin.

image-turn = Manche { $round }  ·  à { $name } de jouer
image-winner = Partie terminée · { $name } gagne
image-shared-victory = Partie terminée · victoire partagée : { $names }
image-stock = sac { $bag }  ·  couvercle { $lid }
image-move = { $name } prend { $tiles } { $source } { $line }.
image-move-spilled = { $name } prend { $tiles } { $source } { $line } ({ $spilled }).
image-from-factory = dans la Fabrique { $number }
image-from-center = au centre de la table
image-from-center-marker = et le { -marker } au centre
image-to-line = → ligne Motif { $number }
image-to-floor = → ligne Plancher
image-spilled-floor = { $count } sur le Plancher
image-spilled-lid = { $count } au couvercle
image-round-scored = Manche { $round } décomptée.
image-player = Joueur { $number }
image-final-scores = Scores finaux
image-column-wall = mur
image-column-rows = rangées
image-column-columns = colonnes
image-column-colors = couleurs
image-column-total = total
image-breakdown = mur { $wall } · rangées +{ $rows } · colonnes +{ $columns } · couleurs +{ $colors }
image-standing = { $rank }. { $name }
