## Les commandes de l'historique et du classement, et les ordres d'un classement.

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
cmd-azul-stats-versus = contre
cmd-azul-stats-versus-desc = plutôt son bilan contre ce membre : victoires, défaites, écart, dernières parties
cmd-azul-stats-places = lieux
cmd-azul-stats-places-desc = lister aussi vos parties lieu par lieu : serveurs, groupes privés, nos MP
choice-rating = classement Elo
choice-wins = victoires
choice-win_rate = taux de victoire
choice-average = score moyen
choice-best = meilleur score

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
stats-everywhere = Partout : { $games ->
    [one] 1 partie
   *[other] { $games } parties
}, { $wins } gagnées, dans { $places ->
    [one] 1 lieu
   *[other] { $places } lieux
} (chaque serveur, groupe privé et message privé a son propre classement)

## Les archives nomment le mur d'une partie (le mur en couleurs va sans dire). Le classement
## compte les deux murs ensemble.

history-game-wall = `n° { $game }` { $date } · { $wall } · { $standings }
replay-title-wall = **Revoir la partie n° { $game }** · { $wall }
stats-walls = dont { $walls } (le classement compte tous les murs ensemble)
stats-wall-grey = { $count } sur le mur gris
stats-wall-crystal-1 = { $count } sur la Mosaïque éclatante, face 1
stats-wall-crystal-2 = { $count } sur la Mosaïque éclatante, face 2

## L'image de progression de /azul stats : la cote d'un membre après chaque partie classée,
## ses parties par mois, la part de ses parties qu'il termine et les personnes qu'il affronte
## le plus ; puis la même chose en un paragraphe pour les lecteurs d'écran. { $rating } s'écrit
## 1234 (jamais 1 234), suivi de ? tant qu'elle est provisoire ; { $share } est une fraction,
## dite en pourcentage ; { $change } est signé dans progress-alt-season (+56, −12) ; { $date }
## et { $month } sont déjà dits (1 mars 2026 ; mars 2026).

progress-rating = Cote après chaque partie classée
progress-games = { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}
progress-season = Saison { $number }
progress-months = Parties par mois
progress-finished = Termine { NUMBER($share, style: "percent") } de ses parties
progress-rivals = Adversaires les plus fréquents
progress-record = { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} · { $losses ->
    [one] { $losses } défaite
   *[other] { $losses } défaites
} · { $shared ->
    [one] { $shared } partagée
   *[other] { $shared } partagées
}
progress-empty = Pas encore de partie classée
progress-empty-hint = Seules les parties contre d'autres personnes comptent.
progress-empty-coached = Demander un conseil rend la partie non classée.
progress-empty-not-counted = Les tournois de ce serveur ne changent pas les cotes.
progress-alt-rating = { $name } : cote { $rating } après { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}.
progress-alt-up = En hausse de { $change } depuis la première partie classée ({ $first }) ; { $highest } au plus haut.
progress-alt-down = En baisse de { $change } depuis la première partie classée ({ $first }) ; { $highest } au plus haut.
progress-alt-level = Au même niveau qu'à la première partie classée ({ $first }) ; { $highest } au plus haut.
progress-alt-season = Saison { $number } (depuis le { $date }) : { $change } en { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}.
progress-alt-season-all = Toutes ses parties classées sont de la saison { $number }, commencée le { $date }.
progress-alt-season-none = Pas encore de partie classée dans la saison { $number }, commencée le { $date }.
progress-alt-months = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} { $months ->
    [one] ce mois-ci
   *[other] ces { $months } derniers mois
}, surtout en { $month } ({ $most }).
progress-alt-months-none = Aucune partie { $months ->
    [one] ce mois-ci
   *[other] ces { $months } derniers mois
}.
progress-alt-finished = Termine { NUMBER($share, style: "percent") } de ses parties.
progress-alt-rivals = Adversaires les plus fréquents : { $rivals }.
progress-alt-rival = { $name } ({ $record })
progress-alt-empty = { $name } n'a pas encore de partie classée.

## /azul stats avec versus : le bilan d'un membre contre un autre. { $margin } est signé
## (+4,5, −2,0) ; { $date } est le balisage de Discord ; { $game } est le numéro de la partie,
## lié à son dernier message quand il y en a un (fait de versus-game-label).

versus-none = { $name } et { $other } n'ont pas encore terminé de partie d'Azul ensemble sur ce serveur.
versus-title = **{ $name } contre { $other }** — { $games ->
    [one] { $games } partie ensemble
   *[other] { $games } parties ensemble
}
versus-record = Bilan : { $record }
versus-margin = Écart moyen : { $margin } points par partie
versus-recent = { $games ->
    [one] Leur dernière partie :
   *[other] Leurs { $games } dernières parties :
}
versus-game-label = n° { $game }
versus-game-won = • { $date } · gagnée { $score } à { $theirs } · { $game }
versus-game-lost = • { $date } · perdue { $score } à { $theirs } · { $game }
versus-game-shared = • { $date } · place partagée, { $score } à { $theirs } · { $game }
refusal-versus_self = Choisissez quelqu'un d'autre pour `contre` : un bilan se fait contre un autre membre.
refusal-versus_bot = { $name } est un bot et ne joue pas à Azul : choisissez un membre pour `contre`.

## Les refus de l'historique et du classement.

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
refusal-cannot_replay = La partie n° { $game } ne peut pas être revue.

## /azul stats lieux : les parties d'une personne lieu par lieu, sous « Partout » (les siennes seulement)
stats-place = • { $place } : { $games ->
    [one] 1 partie
   *[other] { $games } parties
}, { $wins ->
    [one] 1 gagnée
   *[other] { $wins } gagnées
}
stats-place-dm = nos MP (vous et moi)
stats-place-group = groupe privé avec { $names }
stats-place-group-alone = un groupe privé
stats-place-unnamed = un serveur dont je ne connais pas le nom (je n'en suis pas membre)
refusal-places_yours_only = Seules vos propres parties sont listées lieu par lieu : où quelqu'un joue, c'est à lui de le dire. Laissez `membre` vide.
