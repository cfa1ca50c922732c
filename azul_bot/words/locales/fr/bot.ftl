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
cmd-azul-start-desc = Lancer la partie (hôte seulement)
cmd-azul-play = jouer
cmd-azul-play-desc = Prendre des tuiles : la source, la couleur et la ligne où les poser
cmd-azul-play-source = source
cmd-azul-play-source-desc = centre ({ letter-center }), ou le numéro d'une Fabrique comme sur l'image
cmd-azul-play-color = couleur
cmd-azul-play-color-desc = bleu, jaune, rouge, noir ou blanc (ou { letter-blue }, { letter-yellow }, { letter-red }, { letter-black }, { letter-white }, comme sur l'image)
cmd-azul-play-line = ligne
cmd-azul-play-line-desc = ligne Motif 1 à 5, ou plancher ({ letter-floor })
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
    {"**"}Azul en bref** ({ $least } à { $most } joueurs)
    {"**"}But :** décorer votre mur de 5×5 et marquer le plus de points. La partie s'arrête à la fin de la manche où quelqu'un complète une rangée horizontale de son mur.
    {"**"}À votre tour :** prenez *toutes* les tuiles d'*une* couleur, soit sur une **Fabrique** (le reste glisse au centre), soit au **centre** (le premier à le faire dans la manche prend aussi le { -marker } : il va sur sa ligne Plancher, et il commencera la manche suivante).
    {"**"}Posez-les** toutes sur *une* ligne Motif : la ligne *n* tient *n* tuiles, d'une seule couleur, et pas une couleur déjà présente dans cette rangée de votre mur. Ce qui ne tient pas tombe sur votre **Plancher** ; vous pouvez toujours tout y mettre.
    {"**"}Fin de manche** (plus aucune tuile à prendre) : chaque ligne Motif *complète* place une tuile sur le mur et la marque : 1 point si elle est seule, sinon 1 par tuile de sa rangée continue plus 1 par tuile de sa colonne continue. Les autres lignes attendent la manche suivante. Le Plancher coûte { $floor } points (jamais sous 0).
    {"**"}Le mur gris** (variante choisie à l'ouverture) : aucune couleur imprimée. En fin de manche, chaque joueur choisit, de haut en bas, la colonne de la tuile de chaque ligne Motif complète : une case vide de sa rangée dont la colonne n'a pas encore cette couleur. Sans telle case, toute la ligne va au Plancher.
    {"**"}Fin de partie :** +{ $row } par rangée complète, +{ $column } par colonne complète, +{ $color } par couleur posée 5 fois. Le plus de points gagne ; à égalité, le plus de rangées complètes, sinon la victoire est partagée.
    {"**"}Jouer ici :** `/azul nouvelle` ouvre une table, les autres appuient sur **Rejoindre**, l'hôte sur **Commencer**. À votre tour, touchez une Fabrique ou le centre sous la table, puis une couleur et une ligne ; ou tapez `/azul jouer source:2 couleur:rouge ligne:4` (`centre`, `plancher` et les lettres de l'image marchent aussi). `/azul table` montre la table à vous seul, `/azul conseil` consulte l'entraîneur.

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

## Les messages du salon (la table d'attente, les tours, les fins de manche, les rappels, les
## fins de partie) dans la langue du serveur, et les messages privés d'un joueur dans la
## sienne. { $mention } et { $mentions } sont des mentions Discord (<@123>) ; { $deadline } est
## le balisage horaire de Discord (<t:1700000000:R>), que chacun lit « dans 2 heures ».

seat-computer = Ordinateur ({ $level })
seat-computer-numbered = Ordinateur { $number } ({ $level })
lobby-title = **Table d'Azul** — hôte : { $host }. Places { $seated }/{ $most } :
lobby-seat = { $number }. { $name }
lobby-ready = Prêt : l'hôte peut lancer la partie.
lobby-waiting = En attente d'au moins { $least } joueurs.
lobby-started = La partie de cette table a commencé : elle est juste en dessous.
lobby-closed-empty = La table est fermée : tout le monde est parti.
lobby-closed-expired = Cette table s'est fermée après un jour sans lancement ; le salon est de nouveau libre.
game-begins = **La partie d'Azul commence !** { $names }. Le tirage au sort fait commencer { $first }.
turn-yours = { $mention }, à vous : touchez une Fabrique ou le centre ci-dessous, ou utilisez `/azul jouer`.
turn-told-by-dm = À { $name } de jouer (prévenu par message privé).
turn-computer = { $name } réfléchit…
turn-stand-in = Un ordinateur joue à la place de { $name }…
ran-out-turn = ⏰ Le temps de { $name } est écoulé ; un ordinateur remplaçant ({ $level }) a joué ce tour à sa place.
ran-out-seat = ⏰ Le temps de { $name } est écoulé ; un ordinateur remplaçant ({ $level }) prend sa place jusqu'à la fin de la partie.
resigned = { $name } a quitté la partie ; un ordinateur ({ $level }) joue à sa place désormais.
rated = Statistiques et classement mis à jour : voir `/azul classement`.
unrated-coached = Statistiques mises à jour, mais pas le classement : un conseil a été demandé pendant la partie.
unrated-too-few = Statistiques mises à jour, mais pas le classement : moins de deux personnes ont joué.
thanks = Merci d'avoir joué, { $mentions } !
aborted-game = { $name } a annulé la partie ; elle ne compte pas dans les statistiques.
aborted-lobby = { $name } a fermé la table.
aborted-nobody-left = Il ne reste personne à cette table : la partie s'arrête ici et ne compte pas dans les statistiques.
rematch-invitation = 🔁 Revanche ! { $mentions }, { $count ->
    [one] reprenez votre place
   *[other] reprenez vos places
} avec **Rejoindre**.
reminder = ⏳ { $mention }, c'est toujours à vous de jouer à Azul.
reminder-deadline = ⏳ { $mention }, c'est toujours à vous de jouer à Azul. Un ordinateur jouera à votre place { $deadline }.
dm-turn = C'est à vous de jouer à Azul : { $link }
dm-reminder = ⏳ C'est toujours à vous de jouer à Azul. Votre table : { $link }
dm-reminder-deadline = ⏳ C'est toujours à vous de jouer à Azul ; un ordinateur jouera à votre place { $deadline }. Votre table : { $link }

## La langue du serveur (/azul réglages langue) : chaque langue est nommée dans la sienne.

cmd-azul-settings-language = langue
settings-language-auto = • Langue des messages de la partie dans les salons : celle du serveur ({ $language })
cmd-azul-settings-language-desc = la langue des messages de la partie dans les salons de ce serveur
choice-auto = la langue du serveur (Discord)
choice-en = English
choice-fr = Français
choice-nl = Nederlands

## Les réponses privées : ce qu'une seule personne voit, dans sa langue Discord (réponses
## aux commandes et aux boutons, refus, choix du coup, entraîneur, historique, classement,
## réglages).

## Les refus : pourquoi une demande n'a rien changé (refusal-<code>, un par code de l'hôte).
## { $typed } est ce qui a été tapé ; les noms sont déjà sûrs pour Discord.

refusal-no_game = Il n'y a pas de partie d'Azul dans ce salon. Lancez-en une avec `/azul nouvelle`.
refusal-not_started = La partie n'a pas encore commencé ici : l'hôte la lance avec `/azul commencer`.
refusal-already_started = La partie a déjà commencé ici ; les places ne peuvent plus changer.
refusal-game_running_here = Une partie par salon : une partie est déjà en cours ici. Suivez-la avec `/azul table`, ou lancez-en une autre dans un fil (`/azul nouvelle fil:True`).
refusal-lobby_open_here = Une partie par salon : une table est déjà ouverte ici. Rejoignez-la, ou lancez une autre partie dans un fil (`/azul nouvelle fil:True`).
refusal-damaged_game = La partie enregistrée ici est endommagée et a été fermée ; lancez-en une nouvelle.
refusal-already_seated = Vous avez déjà une place à cette table.
refusal-lobby_full = La table est complète : Azul se joue à { $most } au plus.
refusal-not_in_lobby = Vous n'avez pas de place à cette table.
refusal-not_enough_players = Azul se joue à { $least } au moins : attendez que quelqu'un vous rejoigne.
refusal-unknown_level = Les joueurs ordinateurs sont facile, normal ou difficile.
refusal-no_computer_seated = Il n'y a pas de joueur ordinateur à cette table.
refusal-host_only_start = Seul l'hôte ({ $host }) peut lancer la partie.
refusal-host_only_add_computer = Seul l'hôte ({ $host }) peut ajouter des joueurs ordinateurs.
refusal-host_only_remove_computer = Seul l'hôte ({ $host }) peut retirer des joueurs ordinateurs.
refusal-host_or_manager_only_abort = Seul l'hôte ou un membre ayant la permission Gérer les salons peut annuler la partie.
refusal-not_your_turn = C'est à { $name } de jouer, pas à vous : vous serez prévenu quand ce sera votre tour.
refusal-computer_turn = C'est à un ordinateur de jouer, pas à vous : vous serez prévenu quand ce sera votre tour.
refusal-not_playing = Vous ne jouez pas dans cette partie ; vous pouvez la suivre avec `/azul table`.
refusal-seat_taken_over = Un ordinateur joue à votre place jusqu'à la fin de la partie (vous l'avez quittée, ou votre temps était écoulé) ; vous pouvez la suivre avec `/azul table`.
refusal-old_turn = La table a changé depuis ce message ; utilisez le plus récent.
refusal-other_game = Ce bouton appartient à une partie terminée ; la table a changé depuis.
refusal-lobby_closed = Cette table est fermée.
refusal-game_already_over = Cette partie est déjà terminée.
refusal-table_moved_on = La table a changé entre-temps ; rien n'a été joué.
refusal-game_changed = La partie a changé entre-temps ; réessayez.
refusal-lobby_changed = La table a changé entre-temps ; réessayez.
refusal-not_offered = Ce choix n'est pas sur la table en ce moment ; rien n'a changé.
refusal-illegal_move = { $reason ->
    [game_over] La partie est déjà terminée.
    [unknown_source] Il n'y a pas de Fabrique { $factory } à cette table : elle a les Fabriques 1 à { $factories } et le centre.
    [empty_source] { $where ->
        [center] Le centre de la table est vide ; choisissez une source qui a des tuiles.
       *[factory] La Fabrique { $factory } est vide ; choisissez une source qui a des tuiles.
    }
    [color_not_in_source] { $where ->
        [center] Il n'y a pas de { $color } au centre de la table ; il y a { $tiles }.
       *[factory] Il n'y a pas de { $color } dans la Fabrique { $factory } ; elle contient { $tiles }.
    }
    [unknown_line] Les lignes Motif sont numérotées de 1 à 5, ou `plancher`.
    [line_full] Votre ligne Motif { $line } est déjà pleine ; elle sera posée sur le mur en fin de manche.
    [line_has_other_color] Votre ligne Motif { $line } contient déjà du { $held } ; une ligne ne prend qu'une couleur.
    [color_on_wall_row] Votre mur a déjà du { $color } dans la rangée { $line } : la ligne Motif { $line } ne peut plus en prendre.
   *[not_allowed] Ce coup n'est pas permis maintenant.
}
refusal-too_long = { $what ->
    [source] Cette source est bien trop longue pour en être une ; choisissez-la dans la liste.
    [color] Cette couleur est bien trop longue pour en être une ; choisissez-la dans la liste.
   *[line] Cette ligne est bien trop longue pour en être une ; choisissez-la dans la liste.
}
refusal-bad_source = Je ne comprends pas la source « { $typed } » : tapez `centre` (`{ letter-center }`) ou le numéro d'une Fabrique de la table.
refusal-bad_color = Je ne comprends pas la couleur « { $typed } » : tapez bleu, jaune, rouge, noir ou blanc, ou leurs lettres sur l'image : `{ letter-blue }`, `{ letter-yellow }`, `{ letter-red }`, `{ letter-black }`, `{ letter-white }`.
refusal-bad_line = Je ne comprends pas la ligne « { $typed } » : tapez un numéro de ligne Motif de 1 à 5, ou `plancher` (`{ letter-floor }`).
refusal-no_such_factory = Il n'y a pas de Fabrique { $number } : les Fabriques sont numérotées de 1 à { $most } au plus.
refusal-no_such_line = Il n'y a pas de ligne { $number } : les lignes Motif sont numérotées de 1 à 5, ou `plancher`.
refusal-hints_off = Les conseils sont désactivés sur ce serveur (`/azul réglages`).
refusal-rematch_not_here = Cette partie n'est pas une partie terminée de ce salon.
refusal-rematch_not_player = Seul quelqu'un qui a joué cette partie peut en ouvrir la revanche.
refusal-rematch_running = Une partie est déjà en cours ici : la revanche pourra s'ouvrir quand elle sera finie.
refusal-rematch_seated = Vous avez déjà une place à la table ouverte ici : l'hôte lancera la partie.
refusal-rematch_lobby_open = Une table est déjà ouverte ici : prenez votre place avec le bouton sous son message.
refusal-page_from_one = Les pages sont numérotées à partir de 1.
refusal-history_pages = L'historique n'a { $pages ->
    [one] qu'une page
   *[other] que { $pages } pages
}.
refusal-leaderboard_pages = Ce classement n'a { $pages ->
    [one] qu'une page
   *[other] que { $pages } pages
}.
refusal-unknown_sort = Tri inconnu : classez par classement Elo, victoires, taux de victoire, score moyen ou meilleur score.
refusal-no_such_game = Il n'y a pas de partie n° { $game } sur ce serveur.
refusal-not_finished_here = Il n'y a pas de partie terminée n° { $game } sur ce serveur.
refusal-cannot_replay = La partie n° { $game } ne peut pas être revue.
refusal-duration_too_long = { $what ->
    [time_limit] Ce temps par tour est trop long pour être une durée : essayez `12h`, `2d` ou `off`.
   *[reminder] Ce rappel est trop long pour être une durée : essayez `4h`, `1d` ou `off`.
}
refusal-bad_duration = { $what ->
    [time_limit] Je ne comprends pas le temps par tour « { $typed } » : essayez `90m`, `12h`, `2d` ou `off`.
   *[reminder] Je ne comprends pas le rappel « { $typed } » : essayez `30m`, `4h`, `1d` ou `off`.
}
refusal-limit_range = Le temps par tour doit être compris entre 5 minutes et 14 jours, ou `off`.
refusal-reminder_range = Le rappel doit venir au moins une minute après le début du tour, et avant la fin du temps.
refusal-bad_at_limit = Quand le temps est écoulé, choisissez `turn` (un remplaçant joue un tour) ou `seat`.
refusal-bad_language = La langue des messages de la partie peut être English, Français, Nederlands, ou celle du serveur.
refusal-manage_server_needed = Changer les réglages demande la permission Gérer le serveur.
refusal-cannot_save = Le bot ne peut pas enregistrer pour le moment ; réessayez dans un instant. Rien n'a changé.
refusal-cannot_read = Le bot ne peut pas lire ses parties pour le moment ; réessayez dans un instant.
refusal-dm_only = Azul se joue dans les salons d'un serveur : utilisez `/azul` dans un salon (ou un fil) d'un serveur où je suis. `/azul règles` marche partout.
refusal-bot_permissions = Je ne peux pas accueillir de partie dans ce salon : il me manque { $count ->
    [one] la permission { $permissions } ici. Demandez à un admin du serveur de me l'accorder
   *[other] les permissions { $permissions } ici. Demandez à un admin du serveur de me les accorder
}, ou jouez dans un autre salon.
refusal-threads_text_only = Une partie n'a son propre fil que dans un salon textuel.
refusal-thread_permission = Je ne peux pas créer de fil ici : il me faut la permission Créer des fils publics.
refusal-bad_option = Cette valeur d'option n'est pas valable ici ; rien n'a changé.

## Les permissions de Discord, nommées comme Discord les nomme.

permission-view_channel = Voir le salon
permission-send_messages = Envoyer des messages
permission-attach_files = Joindre des fichiers
permission-read_message_history = Voir les anciens messages
permission-send_messages_in_threads = Envoyer des messages dans les fils

## Les réponses à une personne : ce que sa commande ou son bouton a fait.

reply-something-went-wrong = Quelque chose s'est mal passé de mon côté. Rien n'est perdu : `/azul table` montre la table.
reply-will-follow = ⚠️ C'est enregistré ; le message dans le salon va suivre sous peu.
reply-lobby-opened = Table ouverte : les autres prennent place avec le bouton en dessous.
reply-lobby-opened-in = Table ouverte dans { $channel } : les autres prennent place avec le bouton en dessous.
reply-seated = Vous avez pris la place { $seat }.
reply-left-lobby = Vous avez quitté la table.
reply-left-lobby-closed = Vous avez quitté la table ; il n'y reste personne, elle est donc fermée.
reply-computer-seated = { $name } a pris la place { $seat }.
reply-computer-left = Le dernier joueur ordinateur a quitté la table.
reply-started = La partie a commencé.
reply-played = Joué.
reply-rematch-opened = Table de revanche ouverte : les autres joueurs de la partie sont invités à reprendre place.
reply-notify-on = Je vous enverrai un message privé quand ce sera votre tour : celui que je viens de vous envoyer est bien arrivé.
reply-notify-off = Plus de messages privés : vous serez mentionné dans le salon de la partie.
ask-resign = Vraiment quitter cette partie ? Un ordinateur jouera à votre place jusqu'à la fin, et pour le classement vous finirez dernier.
reply-stayed = Vous restez dans la partie.
reply-resigned = Vous avez quitté la partie : un ordinateur joue à votre place désormais.
ask-abort-game = Vraiment annuler la partie ? Elle ne comptera dans les statistiques de personne.
ask-abort-lobby = Vraiment fermer la table ?
reply-not-aborted = Rien n'a été annulé.
reply-aborted-game = La partie a été annulée ; elle ne compte pas dans les statistiques.
reply-closed-lobby = La table a été fermée.
thread-name = Azul — { $name }

## Boutons et menus. Ceux sous un message du salon (ceux de la table d'attente, les
## Fabriques et le centre sous la table, Revanche) sont dans la langue du serveur, les
## autres dans celle du lecteur.

button-join = Rejoindre
button-leave = Quitter
button-start = Commencer
button-remove-computer = Retirer un ordinateur
button-add-computer = Ajouter un joueur ordinateur…
button-computer-level = Ordinateur ({ $level })
button-factory = { $number } · { $tiles }
button-center = Centre · { $tiles }
button-center-marker = Centre · { $tiles } + { -marker }
button-confirm = Confirmer
button-resign-yes = Oui, quitter la partie
button-abort-game-yes = Oui, annuler la partie
button-close-lobby-yes = Oui, fermer la table
button-keep-playing = Non, continuer
button-keep-lobby = Non, la garder ouverte
button-rematch = Revanche
button-previous = Précédent
button-next = Suivant

## Le choix du coup : ce qui est proposé, et le coup qui en résulte, dit une fois.

from-factory = de la Fabrique { $number }
from-center = du centre de la table
pick-factory = Fabrique { $number } — { $tiles }
pick-center = Centre — { $tiles }
pick-center-marker = Centre — { $tiles } + { -marker }
pick-color = { $color } ×{ $count }
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

## L'entraîneur (/azul conseil) : chaque coup dit une fois, puis pourquoi il vaut le coup.

hint-title = **L'entraîneur propose**
hint-rank = { $rank }. { $hint }
hint-move = **{ $move }** : { $why }.
hint-and = { $first }, et { $second }
hint-fills = la complète pour +{ $points } au décompte
hint-fills-row = la complète pour +{ $points } au décompte (une rangée de { $h })
hint-fills-column = la complète pour +{ $points } au décompte (une colonne de { $v })
hint-fills-both = la complète pour +{ $points } au décompte ({ $h } en ligne, { $v } en colonne)
hint-short = il manquera encore { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
} à la ligne
hint-floor = le Plancher coûte { $penalty ->
    [one] { $penalty } point
   *[other] { $penalty } points
}
hint-floor-marker = avec le { -marker } ; le Plancher coûte { $penalty ->
    [one] { $penalty } point
   *[other] { $penalty } points
}
hint-row-done = complète une rangée (+{ $bonus }, la partie s'arrête à la fin de cette manche)
hint-column-done = complète une colonne (+{ $bonus })
hint-color-done = les cinq { $color } (+{ $bonus })
hint-column-progress = sa colonne à { $count }/5
hint-color-progress = { $color } à { $count }/5
hint-overflow = { $count ->
    [one] { $count } tuile sur le Plancher
   *[other] { $count } tuiles sur le Plancher
}
hint-overflow-marker = { $count ->
    [one] { $count } tuile sur le Plancher
   *[other] { $count } tuiles sur le Plancher
} avec le { -marker }
hint-marker = prend le { -marker }
hint-cost = { $what } (−{ $penalty })
hint-leaves-nobody = laisse { $tiles } dont personne d'autre n'a l'usage
hint-leaves-opponent = laisse { $tiles } dont seul votre adversaire a l'usage
hint-leaves-everybody = laisse { $tiles } dont tous les autres ont l'usage
hint-leaves-some = laisse { $tiles } dont { $count ->
    [one] seul { $names } a
   *[other] seuls { $names } ont
} l'usage
hint-unrated = Cette partie ne compte plus pour le classement (un conseil a été demandé).
hint-ready = Le meilleur est prêt ci-dessous : Confirmer le joue.

## La table montrée à une personne (/azul table), et le temps.

board-status = Manche { $round }, à { $name } de jouer. Scores : { $scores }.
board-score = { $name } { $score }
duration-off = désactivé
duration-d = { $count } j
duration-h = { $count } h
duration-m = { $count } min
duration-s = { $count } s

## L'historique : parties en cours, parties terminées, revoir une partie. { $deadline } et
## { $date } sont le balisage horaire de Discord, que chacun lit dans sa langue et son fuseau.

mygames-none = Vous n'avez pas de partie d'Azul en cours sur ce serveur. Lancez-en une avec `/azul nouvelle`.
mygames-title = **Vos parties en cours**
mygames-yours = • { $channel } — manche { $round }, à vous de jouer
mygames-yours-until = • { $channel } — manche { $round }, à vous de jouer (fin du temps { $deadline })
mygames-theirs = • { $channel } — manche { $round }, à { $name } de jouer
mygames-theirs-until = • { $channel } — manche { $round }, à { $name } de jouer (fin du temps { $deadline })
mygames-damaged = • { $channel } — cette partie est endommagée
history-title = **Parties terminées**
history-title-member = **Parties terminées de { $name }**
history-none = Ce serveur n'a pas encore de partie d'Azul terminée.
history-none-member = { $name } n'a pas encore terminé de partie d'Azul.
history-this-member = ce membre
history-game = `n° { $game }` { $date } · { $standings }
history-standing = { $name } { $score }{ $trophy }
history-unreadable = (résultat illisible)
history-footer = Page { $page }/{ $pages } · { $total ->
    [one] { $total } partie
   *[other] { $total } parties
} · revoyez-en une avec `/azul revoir`
replay-title = **Revoir la partie n° { $game }**
replay-round = Manche { $round } : { $scores }
replay-final = Final : { $standings }

## Le classement et les statistiques d'un membre. Un classement marqué ? est provisoire.

leaderboard-empty = Pas encore de partie terminée sur ce serveur : terminez-en une et elle apparaîtra ici.
leaderboard-title = **Classement Azul — par { $sort }**
leaderboard-player = { $rank }. { $name } — cote { $rating }, { $wins }/{ $games } victoires ({ NUMBER($rate, style: "percent") }), moyenne { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }, record { $best }
leaderboard-provisional = ? provisoire : moins de { $games } parties classées (contre d'autres personnes), la cote peut encore beaucoup bouger.
leaderboard-footer = Page { $page }/{ $pages } · { $total ->
    [one] { $total } joueur
   *[other] { $total } joueurs
}
stats-none = { $name } n'a pas encore terminé de partie d'Azul sur ce serveur.
stats-rank = n° { $rank }
stats-unranked = non classé
stats-title = **{ $name }** — cote { $rating } ({ $rank })
stats-title-provisional = **{ $name }** — cote { $rating } ({ $rank }, provisoire : { $count ->
    [one] { $count } partie classée
   *[other] { $count } parties classées
} pour l'instant)
stats-games = Parties { $games } · victoires { $wins } ({ NUMBER($rate, style: "percent") })
stats-scores = Score moyen { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } · record { $best }
stats-completed = Complétées : { $rows ->
    [one] { $rows } rangée
   *[other] { $rows } rangées
}, { $columns ->
    [one] { $columns } colonne
   *[other] { $columns } colonnes
}, { $colors ->
    [one] { $colors } couleur
   *[other] { $colors } couleurs
}

## Les réglages d'un serveur (/azul réglages).

settings-title = **Réglages d'Azul de ce serveur**
settings-limit = • Temps par tour : { $limit }
settings-reminder = • Rappel : après { $after }
settings-reminder-off = • Rappel : désactivé
settings-at-limit = • Quand le temps est écoulé : { $what }
settings-threads-on = • Nouvelles parties dans leur propre fil : oui
settings-threads-off = • Nouvelles parties dans leur propre fil : non
settings-hints-on = • Conseils (`/azul conseil`) : autorisés
settings-hints-off = • Conseils (`/azul conseil`) : interdits
settings-language = • Langue des messages de la partie dans les salons : { $language }

## Un bouton d'un tour passé : où en est la partie.

stale-no-game = La table a changé depuis ce message ; il n'y a plus de partie en cours ici.
stale-moved-on = La table a changé depuis ce message.
stale-yours = La table a changé depuis ce message. C'est à vous : utilisez les boutons sous la table la plus récente.
stale-link = La table a changé depuis ce message. Tour en cours : { $link }
stale-link-yours = La table a changé depuis ce message. C'est à vous : utilisez les boutons sous la table la plus récente : { $link }
