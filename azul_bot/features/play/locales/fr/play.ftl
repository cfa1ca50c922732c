## Les tours dans le salon, dans la langue du serveur. { $mention } est une mention Discord
## (<@123>) ; { $deadline } est le balisage horaire de Discord (<t:1700000000:R>), que chacun
## lit « dans 2 heures ».

game-begins = **La partie d'Azul commence !** { $names }. Le tirage au sort fait commencer { $first }.
turn-yours = { $mention }, à vous : touchez une Fabrique ou le centre ci-dessous, ou utilisez `/azul jouer`.
turn-told-by-dm = À { $name } de jouer (prévenu par message privé).
turn-computer = { $name } réfléchit…
turn-stand-in = Un ordinateur joue à la place de { $name }…
ran-out-turn = ⏰ Le temps de { $name } est écoulé ; un ordinateur remplaçant ({ $level }) a joué ce tour à sa place.
ran-out-seat = ⏰ Le temps de { $name } est écoulé ; un ordinateur remplaçant ({ $level }) prend sa place jusqu'à la fin de la partie.
resigned = { $name } a quitté la partie ; un ordinateur ({ $level }) joue à sa place désormais.
reminder = ⏳ { $mention }, c'est toujours à vous de jouer à Azul.
reminder-deadline = ⏳ { $mention }, c'est toujours à vous de jouer à Azul. Un ordinateur jouera à votre place { $deadline }.

## À la table, au bon moment : la manche, le temps restant, la dernière manche.

turn-round = Manche { $round }.
turn-round-deadline = Manche { $round } · le temps de ce tour s'écoule { $deadline }.
turn-last-round = ⚠️ **Dernière manche** : une rangée du mur sera complète à la fin de cette manche, et la partie se termine avec elle.

## La table montrée à une personne (/azul table).

board-status = Manche { $round }, à { $name } de jouer. Scores : { $scores }.
board-score = { $name } { $score }

## La place d'un ordinateur, comme chaque message la nomme ; la table d'où une partie est partie.

lobby-started = La partie de cette table a commencé : elle est juste en dessous.

## Boutons et menus. Ceux sous un message du salon (ceux de la table d'attente, les
## Fabriques et le centre sous la table, Revanche) sont dans la langue du serveur, les
## autres dans celle du lecteur.

button-factory = { $number } · { $tiles }
button-center = Centre · { $tiles }
button-center-marker = Centre · { $tiles } + { -marker }
button-confirm = Confirmer

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

## Le mur gris à la table : le choisir, et y placer ses tuiles.

game-on-grey-wall = Sur le **mur gris** : à chaque fin de manche, vous choisissez la colonne de chaque tuile.
board-status-placing = Manche { $round }, placent sur leur mur : { $names }. Scores : { $scores }.
placing-waiting = **Décoration du mur :** { $count ->
    [one] doit encore placer :
   *[other] doivent encore placer, en même temps :
} { $names }. Touchez **Placer ma tuile** ci-dessous.
dm-place = La manche est finie dans votre partie d'Azul : choisissez où vont vos tuiles sur votre mur. { $link }
button-place-tile = Placer ma tuile
button-show-table = Voir la table
placing-prompt = Votre ligne Motif { $line } est complète ({ $tiles }) : choisissez la colonne de sa tuile sur votre mur.
placing-column = { $emoji } colonne { $column } · +{ $points }
placing-column-doubled = { $emoji } colonne { $column } · +{ $points } ({ $base } × { $times })
placing-closes = ⚠️ La colonne { $column } fermerait pour de bon votre case imprimée pour le { $color } (rangée { $row }, colonne { $cell }) : cette rangée ne pourrait plus être complétée.
placing-done = Placée : ligne Motif { $line } → colonne { $column }.
pick-grey-floor = aucune case libre sur votre mur gris : toute la ligne ira sur le Plancher

## Un joueur à court de temps pendant la décoration du mur : le remplaçant a placé ses tuiles.

ran-out-placed = ⏰ Le temps de { $name } est écoulé ; un ordinateur remplaçant ({ $level }) a placé ses tuiles sur son mur.

## The Crystal Mosaic's sides at the table: what their boards change.

game-on-crystal-1 = Sur la **Mosaïque éclatante, face 1** : à chaque fin de manche, vous choisissez la colonne de chaque tuile ; une case imprimée ne prend que sa couleur et double les points de sa tuile.
game-on-crystal-2 = Sur la **Mosaïque éclatante, face 2** : à chaque fin de manche, vous choisissez la colonne de chaque tuile ; une case imprimée ne prend que sa couleur, et les bonus de fin sont plus gros.
pick-printed-floor = plus de case pour cette couleur dans cette rangée de votre mur : toute la ligne ira sur le Plancher

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

## Le coach à la décoration d'un mur gris : quelle colonne pour la ligne qui attend, et pourquoi

hint-place-move = **Ligne { $row } ({ $color }) → colonne { $column }** : { $why }.
hint-place-only = la seule case qui lui reste (+{ $points })
hint-place-most = +{ $points } maintenant, le plus de toutes les colonnes
hint-place-keeps = +{ $points } maintenant, et garde la colonne { $column } libre pour le { $color }
hint-place-bonus = +{ $points } maintenant plutôt que +{ $best }, pour { $progress }
hint-place-ahead = +{ $points } maintenant ; la recherche la préfère pour les manches à venir
hint-place-now = +{ $points } maintenant
hint-place-row-progress = sa rangée à { $count }/5
hint-place-closes = la ligne { $row } ({ $color }) n'aura plus de case libre
hint-place-but = { $first }, mais { $second }

## Une prise vers une ligne dont la rangée n'a plus de case pour sa couleur (le mur gris)

hint-no-cell = sa rangée n'a plus de case pour le { $color } : toute la ligne finira sur le Plancher
hint-place-ready = Vos colonnes sont ci-dessous : touchez-en une pour poser la tuile.

## Le coach sur une Mosaïque éclatante : ce que multiplie une case imprimée, et les cases
## imprimées qu'une colonne condamne. $color est le code de la couleur (blue, yellow, red, black, white).

hint-on-printed = sa case imprimée { $times ->
    [2] double les points
   *[multiple] multiplie les points par { $times }
}
hint-place-printed = +{ $points } maintenant, car la case imprimée en { $color ->
    [blue] bleu
    [yellow] jaune
    [red] rouge
    [black] noir
   *[white] blanc
} { $times ->
    [2] double les points
   *[multiple] multiplie les points par { $times }
}
hint-place-keeps-printed = +{ $points } maintenant, et garde libre la case imprimée en { $color ->
    [blue] bleu
    [yellow] jaune
    [red] rouge
    [black] noir
   *[white] blanc
} de la rangée { $row }
hint-place-closes-printed = la case imprimée en { $color ->
    [blue] bleu
    [yellow] jaune
    [red] rouge
    [black] noir
   *[white] blanc
} de la rangée { $row } sera condamnée pour de bon

## La table a changé : un bouton, un menu ou un changement fait pour un tour (ou une version
## de la partie) passé, et où en est la partie.

stale-no-game = La table a changé depuis ce message ; il n'y a plus de partie en cours ici.
stale-moved-on = La table a changé depuis ce message.
stale-yours = La table a changé depuis ce message. C'est à vous : utilisez les boutons sous la table la plus récente.
stale-shown = La table a changé depuis ce message. La voici telle qu'elle est :
stale-link = La table a changé depuis ce message. Tour en cours : { $link }
stale-link-yours = La table a changé depuis ce message. C'est à vous : utilisez les boutons sous la table la plus récente : { $link }

## Un bouton ou un menu d'une version précédente du bot : la version en service ne lit plus
## son identifiant. Dit à la seule personne qui l'a touché ; rien ne change.
## { $control } vaut button (bouton) ou menu.

old-button = { $control ->
    [menu] Ce menu
   *[button] Ce bouton
} vient d'une version précédente du bot et ne fait plus rien ; rien n'a changé.
old-button-board = { $control ->
    [menu] Ce menu
   *[button] Ce bouton
} vient d'une version précédente du bot et ne fait plus rien. Voici où en est la partie :

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

## /azul rules variant: a Crystal Mosaic side, with its own numbers.

rules-printed-cell = { $color } (rangée { $row }, colonne { $column })
rules-printed =
    {"**"}{ $name }** (une extension : les règles du jeu de base, sauf ce qui suit)
    {"**"}Votre mur :** comme sur le mur gris, en fin de manche vous choisissez, de haut en bas, la colonne de la tuile de chaque ligne Motif complète : une case vide de sa rangée dont la colonne n'a pas encore cette couleur. Sans telle case, toute la ligne va au Plancher.
    {"**"}Cases imprimées :** { $cells }. Chacune ne prend que sa couleur{ $scoring ->
       *[plain] .
        [multiplied] , et une tuile posée là marque × { $times }.
    } Tant qu'aucune tuile n'y est posée, une case imprimée est une case vide : elle coupe rangées et colonnes, et poser sa couleur ailleurs dans sa rangée ou sa colonne la ferme pour de bon (cette rangée ne pourra plus être complétée).
    {"**"}Plancher :** ses cases coûtent { $floor } points (jamais sous 0).
    {"**"}Fin de partie :** +{ $row } par rangée complète, +{ $column } par colonne complète, +{ $color } par couleur posée 5 fois.
    Choisissez-la avec `/azul nouvelle variante:` ou le menu **Mur** du salon d'attente ; `/azul règles` seul donne le jeu de base.

## Commandes : noms (minuscules, sans espace, 32 caractères au plus) et descriptions
## (100 caractères au plus).

cmd-azul-hint = conseil
cmd-azul-hint-desc = Les trois meilleurs coups selon l'entraîneur (visible par vous seul)
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
cmd-azul-moves = coups
cmd-azul-moves-desc = La liste des coups joués dans la partie de ce salon (vous seul la voyez)
cmd-azul-moves-page = page
cmd-azul-moves-page-desc = quelle page (la plus récente par défaut)
cmd-azul-rules = règles
cmd-azul-rules-desc = Les règles d'Azul en bref
cmd-azul-rules-variant = variante
cmd-azul-rules-variant-desc = le jeu de base (par défaut), ou une face de la Mosaïque éclatante et ses chiffres

## La fin d'une partie dans le salon, dans la langue du serveur : classement, remerciements,
## annulation, revanche. { $mentions } sont des mentions Discord (<@123>).

rated = Statistiques et classement mis à jour : voir `/azul classement`.
unrated-coached = Statistiques mises à jour, mais pas le classement : un conseil a été demandé pendant la partie.
unrated-too-few = Statistiques mises à jour, mais pas le classement : moins de deux personnes ont joué.
unrated-tournament = Non classée : ce tournoi ne compte pas pour les cotes.
rating-change = { $direction ->
        [up] 📈
        [down] 📉
       *[same] ➖
    } { $name } : classement { $before } → { $after } ({ $change })
thanks = Merci d'avoir joué, { $mentions } !
aborted-game = { $name } a annulé la partie ; elle ne compte pas dans les statistiques.
aborted-lobby = { $name } a fermé la table.

## Les refus : pourquoi une demande n'a rien changé (refusal-<code>, un par code de l'hôte).
## { $typed } est ce qui a été tapé ; les noms sont déjà sûrs pour Discord.

refusal-host_or_manager_only_abort = Seul l'hôte ou un membre ayant la permission Gérer les salons peut annuler la partie.
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
refusal-hints_off_in_tournament = Les parties d'un tournoi se jouent sans conseils.
refusal-table_gone = Cette partie n'existe plus : elle a été arrêtée avant sa fin, ou n'a jamais existé. Il n'y a pas de table à montrer.
refusal-table_not_yours = Cette table n'est pas à vous d'ici : seuls ses joueurs, ou quelqu'un là où elle se joue, peuvent l'afficher.
