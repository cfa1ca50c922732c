## Les saisons : le classement d'un serveur repart chaque mois ou chaque trimestre, à côté de
## celui de tous les temps. { $start }, { $end } et { $ends } sont le balisage horaire de
## Discord : chacun voit la date dans sa langue et son fuseau. Une saison se termine à 0 h UTC
## le premier jour de la suivante.

cmd-azul-leaderboard-season = saison
cmd-azul-leaderboard-season-desc = quel classement : saison en cours, précédente, une saison passée (numéro) ou tous les temps

## Ce que l'option saison propose pendant la saisie.

season-choice-current = Saison en cours (saison { $number })
season-choice-previous = Saison précédente (saison { $number })
season-choice-past = Saison { $number }
season-choice-all = De tous les temps

## Le classement d'une saison (/azul classement saison:). Une cote marquée ? est provisoire.

season-ladder-title = **Classement Azul — saison { $number }** · du { $start } au { $end }
season-ladder-running = La saison se termine { $ends }. Chaque cote de saison est partie de la cote de tous les temps du joueur, ramenée à mi-chemin de celle d'un nouveau venu.
season-ladder-over = Cette saison est terminée : voici son classement final.
season-ladder-empty = Personne n'est encore classé dans la saison { $number } : il faut { $games } parties classées (contre d'autres personnes) dans la saison pour y figurer. Le classement de tous les temps : `saison:` De tous les temps.
season-ladder-footer = Page { $page }/{ $pages } · { $total ->
    [one] { $total } joueur classé
   *[other] { $total } joueurs classés
} ({ $games } parties classées ou plus)

## La fin d'une saison, publiée dans le salon des annonces. { $place } est une médaille ou un rang.

season-over-title = 🏆 **La saison { $number } est terminée !** (du { $start } au { $end })
season-over-place = { $place } **{ $name }** — cote { $rating } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
season-over-place-share = { $place } **{ $name }** — cote { $rating } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · termine { NUMBER($share, style: "percent") } de ses parties
season-over-nobody = Personne n'a joué les { $games } parties classées qu'il fallait pour figurer au classement de cette saison.
season-over-ranked = { $ranked ->
    [one] { $ranked } joueur classé
   *[other] { $ranked } joueurs classés
} ({ $games } parties classées ou plus).
season-over-games = { $games ->
    [one] { $games } partie terminée
   *[other] { $games } parties terminées
}, dont { $grey } sur le mur gris.
season-over-games-crystal = { $games ->
    [one] { $games } partie terminée
   *[other] { $games } parties terminées
} : { $grey } sur le mur gris, { $crystal } sur la Mosaïque éclatante.
season-over-busiest = Le plus de parties : { $name } ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
}).
season-over-next = La saison { $number } a commencé ; elle se termine { $ends }.
season-over-off = Les saisons sont désormais désactivées sur ce serveur : le classement de tous les temps continue.
season-over-ladder = Le classement complet : `/azul classement saison:` Saison précédente.

## L'image du podium d'une fin de saison (des mots courts : on la lit sur un téléphone), et sa
## description pour les lecteurs d'écran.

podium-title = Saison { $number } · classement final
podium-rating = cote { $rating }
podium-games = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
podium-alt = Podium de la saison { $number } : { $places }.
podium-alt-place = { $rank }. { $name }, cote { $rating }, { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}

## Les refus de l'option saison.

refusal-unknown_season = Je ne connais pas la saison « { $typed } » : choisissez-en une que l'option propose (la saison en cours, la précédente, une saison passée par son numéro, ou de tous les temps).
refusal-no_seasons = Ce serveur n'a pas encore eu de saison : la première commence quand une partie se termine alors que les saisons sont activées (`/azul réglages saison:`). Le classement de tous les temps est déjà là.
refusal-no_current_season = Aucune saison n'est en cours sur ce serveur : les saisons sont désactivées. La dernière était la saison { $latest }.
refusal-no_previous_season = C'est la première saison du serveur : il n'y en a pas encore de précédente.
refusal-no_such_season = Il n'y a pas de saison { $number } sur ce serveur : ses saisons vont de 1 à { $latest }.
refusal-season_by_rating = Le classement d'une saison se fait par la cote seulement ; les autres tris sont ceux du classement de tous les temps (`saison:` De tous les temps).
season-ladder-finished = { $line }, termine { NUMBER($share, style: "percent") } de ses parties

## Le réglage des saisons (/azul réglages saison:) : la durée d'une saison.

settings-season = • Saisons : { $period }, chacune avec son propre classement
settings-season-off = • Saisons : désactivées (un seul classement de tous les temps)
cmd-azul-settings-season = saison
cmd-azul-settings-season-desc = la durée d'une saison du classement
choice-monthly = mensuelles
choice-quarterly = trimestrielles
choice-off = désactivées
refusal-bad_season = Les saisons peuvent être mensuelles, trimestrielles ou désactivées.
