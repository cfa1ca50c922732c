## Les tournois (/azul tournoi) : des inscriptions, des rondes de parties que le bot apparie et
## ouvre, chacune dans son propre fil, le classement après chaque ronde et à la fin. La
## « ronde » est celle du tournoi ; la « manche » reste celle d'une partie. { $until } est le
## balisage horaire de Discord.

cmd-azul-tournament = tournoi
cmd-azul-tournament-desc = Les tournois de ce serveur : inscriptions, rondes, classement
cmd-azul-tournament-new = nouveau
cmd-azul-tournament-new-desc = Ouvrir les inscriptions d'un tournoi dans ce salon (Gérer le serveur ou rôle d'organisateur)
cmd-azul-tournament-new-name = nom
cmd-azul-tournament-new-name-desc = le nom du tournoi
cmd-azul-tournament-new-format = format
cmd-azul-tournament-new-format-desc = système suisse (les joueurs à points égaux s'affrontent) ou toutes rondes (chacun contre chacun)
cmd-azul-tournament-new-rounds = rondes
cmd-azul-tournament-new-rounds-desc = rondes du système suisse (par défaut : assez pour un seul joueur en tête, plus une)
cmd-azul-tournament-new-table = table
cmd-azul-tournament-new-table-desc = joueurs par table : 2, 3 ou 4 (un toutes rondes se joue à 2)
cmd-azul-tournament-new-wall = mur
cmd-azul-tournament-new-wall-desc = le mur en couleurs, ou le mur gris où vous choisissez la colonne de chaque tuile
cmd-azul-tournament-new-time_limit = temps-par-tour
cmd-azul-tournament-new-time_limit-desc = temps par tour dans ses parties, p. ex. 12h, 2j ou désactivé (par défaut : celui du serveur)
cmd-azul-tournament-new-signup_until = inscriptions
cmd-azul-tournament-new-signup_until-desc = combien de temps les inscriptions restent ouvertes, p. ex. 2j (par défaut : jusqu'au lancement)
cmd-azul-tournament-new-min_finished = min_terminées
cmd-azul-tournament-new-min_finished-desc = seuls les joueurs ayant terminé au moins cette part de leurs parties (en %) peuvent s'inscrire
cmd-azul-tournament-new-rated = classé
cmd-azul-tournament-new-rated-desc = si ses parties comptent pour les cotes du serveur (par défaut : oui)
cmd-azul-tournament-join = rejoindre
cmd-azul-tournament-join-desc = S'inscrire à un tournoi, ou dire que vous êtes toujours là dans un tournoi en cours
cmd-azul-tournament-join-tournament = tournoi
cmd-azul-tournament-join-tournament-desc = quel tournoi (si le serveur en a plusieurs)
cmd-azul-tournament-leave = quitter
cmd-azul-tournament-leave-desc = Quitter un tournoi (votre partie en cours est abandonnée)
cmd-azul-tournament-leave-tournament = tournoi
cmd-azul-tournament-leave-tournament-desc = quel tournoi (si vous êtes dans plusieurs)
cmd-azul-tournament-start = commencer
cmd-azul-tournament-start-desc = Clore les inscriptions et jouer la première ronde (l'organisateur)
cmd-azul-tournament-start-tournament = tournoi
cmd-azul-tournament-start-tournament-desc = quel tournoi (si le serveur en a plusieurs)
cmd-azul-tournament-remove = retirer
cmd-azul-tournament-remove-desc = Retirer un joueur d'un tournoi (l'organisateur)
cmd-azul-tournament-remove-player = joueur
cmd-azul-tournament-remove-player-desc = qui ne joue plus
cmd-azul-tournament-remove-tournament = tournoi
cmd-azul-tournament-remove-tournament-desc = quel tournoi (si le serveur en a plusieurs)
cmd-azul-tournament-cancel = annuler
cmd-azul-tournament-cancel-desc = Annuler un tournoi : plus aucune ronde ne s'ouvre (l'organisateur)
cmd-azul-tournament-cancel-tournament = tournoi
cmd-azul-tournament-cancel-tournament-desc = quel tournoi (si le serveur en a plusieurs)
cmd-azul-tournament-standings = classement
cmd-azul-tournament-standings-desc = Le classement d'un tournoi en ce moment (pour vous seul)
cmd-azul-tournament-standings-tournament = tournoi
cmd-azul-tournament-standings-tournament-desc = quel tournoi (si le serveur en a plusieurs)
cmd-azul-tournament-rules = règles
cmd-azul-tournament-rules-desc = Comment les tournois sont appariés et classés
choice-swiss = système suisse
choice-round_robin = toutes rondes

## Les règles d'un tournoi, sur une ligne sous son nom.

tournament-rounds = { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
tournament-rounds-at-start = rondes fixées au lancement
tournament-tables-of = tables de { $size }
tournament-time-limit = { $limit } par tour
tournament-no-time-limit = sans limite de temps
tournament-min-finished = pour les joueurs qui terminent { NUMBER($share, style: "percent") } de leurs parties
tournament-rated = classé
tournament-unrated = non classé
tournament-figure = { NUMBER($value, maximumFractionDigits: 2) }

## Le message d'inscription et ses boutons (ses noms ne mentionnent personne).

tournament-signup-title = 🏆 **{ $name }** — inscriptions
tournament-signup-organizer = Organisateur : { $organizer }
tournament-signup-open = Inscrivez-vous avec le bouton ci-dessous ; l'organisateur lance le tournoi (au moins { $least } joueurs).
tournament-signup-until = Inscrivez-vous avec le bouton ci-dessous ; les inscriptions ferment { $until } (au moins { $least } joueurs), ou quand l'organisateur lance le tournoi.
tournament-signup-closed = { $status ->
    [running] Les inscriptions sont closes : le tournoi est en cours (`/azul tournoi classement`).
    [finished] Les inscriptions sont closes : le tournoi est terminé.
   *[cancelled] Le tournoi a été annulé.
}
tournament-signup-count = { $count ->
    [0] Personne ne s'est encore inscrit.
    [one] { $count } joueur :
   *[other] { $count } joueurs :
}
button-tournament-join = S'inscrire
button-tournament-leave = Se retirer
button-tournament-start = Lancer
tournament-too-few = { $organizer }, les inscriptions à **{ $name }** ont pris fin avec { $entrants ->
    [one] { $entrants } joueur
   *[other] { $entrants } joueurs
}, alors qu'il en faut { $least } : elles restent ouvertes. Lancez le tournoi avec son bouton Lancer dès qu'il y aura assez de monde.
tournament-cancelled = **{ $name }** a été annulé par son organisateur { $after ->
    [0] avant sa première ronde.
    [one] après { $after } ronde.
   *[other] après { $after } rondes.
}

## L'ouverture d'une table dans le salon du tournoi, et le nom de son fil.

tournament-table = 🎲 **{ $name }** — ronde { $round } sur { $rounds }, table { $table } : { $players }. Votre partie se joue dans le fil de ce message.
tournament-thread-name = Ronde { $round } · Table { $table }

## Le classement, publié après chaque ronde et à la fin. { $place } est une médaille ou un rang ;
## { $record } : victoires-victoires partagées-défaites à 2, ou parties finies 1er/2e/3e(/4e).

tournament-standings-start = 🏆 **{ $name }** — classement avant la première ronde
tournament-standings-title = 🏆 **{ $name }** — classement après la ronde { $round } sur { $rounds }
tournament-standings-during = 🏆 **{ $name }** — classement pendant la ronde { $round } sur { $rounds }
tournament-final-title = 🏆 **{ $name }** est terminé ! Classement final
tournament-line = { $place } **{ $name }** — { $points } pts · Buchholz { $buchholz } · { $record }
tournament-line-playing = { $count ->
    [one] { $count } partie en cours
   *[other] { $count } parties en cours
}
tournament-line-bye = exempt cette ronde
tournament-line-dropped = a quitté le tournoi
tournament-more = … et { $count } de plus (tous sur l'image).
tournament-next = La ronde { $round } est appariée : { $tables ->
    [one] { $tables } table, dans son fil ci-dessous.
   *[other] { $tables } tables, chacune dans son fil ci-dessous.
}
tournament-byes = { $count ->
    [one] Exempt de cette ronde (compté comme une victoire) : { $names }.
   *[other] Exempts de cette ronde (comptés comme des victoires) : { $names }.
}
tournament-counted = Ses parties ont compté pour les cotes du serveur.
tournament-not-counted = Ses parties n'ont pas compté pour les cotes.
tournament-tie-breaks = Les égalités se départagent au Buchholz, puis au score total, puis à la cote (`/azul tournoi règles`).

## L'image du classement (courte : elle se lit sur un téléphone).

standings-title = { $name } · ronde { $round } sur { $rounds }
standings-title-final = { $name } · classement final
standings-rank = Rang
standings-player = Joueur
standings-points = Pts
standings-buchholz = Buchholz
standings-record = Bilan
standings-playing = En cours
standings-bye = exempt
standings-dropped = parti
standings-more = … et { $count } de plus
standings-unnamed = Joueur { $number }
standings-decimal-mark = ,

## /azul tournoi règles (docs/tournaments.md dit la même chose).

tournament-rules-title = **Les tournois d'Azul**
tournament-rules-signup = **Inscriptions.** Un membre qui gère le serveur (ou qui a le rôle d'organisateur de `/azul réglages`) en ouvre un avec `/azul tournoi nouveau` ; les joueurs s'inscrivent avec le bouton sous son message. Il commence quand l'organisateur appuie sur Lancer, ou quand le temps d'inscription se termine avec assez de joueurs (au moins une table complète) ; s'il y en a trop peu, l'organisateur est prévenu et les inscriptions restent ouvertes. Un serveur peut en mener plusieurs à la fois, et un joueur peut être dans plusieurs.
tournament-rules-swiss = **Système suisse.** À chaque ronde, les joueurs à points égaux s'affrontent, autant que possible sans rencontrer deux fois le même adversaire ; avec un nombre impair à des tables de 2, le joueur le moins bien classé qui n'en a pas encore eu est exempt. À des tables de 3 ou 4, des voisins au classement partagent une table, et certaines tables ont une place de moins quand le compte ne tombe pas juste.
tournament-rules-round-robin = **Toutes rondes.** Chacun rencontre chacun une fois, à des tables de 2 ; avec un nombre impair, chaque joueur est exempt d'une ronde.
tournament-rules-rounds = **Rondes.** Toutes les parties d'une ronde s'ouvrent en même temps, chacune dans son fil : des parties ordinaires, avec limite de temps et remplaçants, mais sans conseils. Quand la dernière partie de la ronde se termine, le classement est publié et la ronde suivante est appariée et ouverte d'elle-même. Un système suisse se joue en ⌈log2 n⌉ + 1 rondes, sauf choix de l'organisateur.
tournament-rules-points = **Points.** Une victoire vaut 1 point, une exemption aussi ; à une table de 2, une défaite vaut 0 et une victoire partagée ½ chacun. À une table de 3 : 1, ½, 0 ; de 4 : 1, ⅔, ⅓, 0. Les joueurs qui partagent une place en partagent les points.
tournament-rules-tie-breaks = **Les égalités** se départagent au Buchholz (les points des adversaires rencontrés, en moyenne par partie aux tables de 3 et 4), puis au score total d'Azul, puis à la cote.
tournament-rules-drops = **Partir.** `/azul tournoi quitter` vous retire du tournoi : votre partie en cours est abandonnée (l'ordinateur la continue) et vos parties déjà jouées comptent toujours. L'organisateur peut retirer un joueur avec `/azul tournoi retirer`.
tournament-rules-stand-in = **Joueurs disparus.** Un joueur dont toute la partie a été jouée par un remplaçant n'est plus apparié aux rondes suivantes, sauf s'il dit qu'il est toujours là avec `/azul tournoi rejoindre` avant l'appariement de la ronde suivante (après, il revient à la ronde d'après).
tournament-rules-end = **La fin.** Après la dernière ronde, le classement final est publié avec un podium, en disant si les parties ont compté pour les cotes du serveur (un choix du tournoi, classé par défaut). `/azul tournoi classement` vous le montre à tout moment.

## Les réponses à /azul tournoi et à ses boutons (pour la personne qui a demandé).

reply-tournament-created = Les inscriptions à **{ $name }** sont ouvertes dans ce salon : les joueurs s'inscrivent avec le bouton sous son message. Lancez-le avec son bouton Lancer ou `/azul tournoi commencer`.
reply-tournament-joined = Vous êtes inscrit à **{ $name }** ({ $count ->
    [one] { $count } joueur pour l'instant
   *[other] { $count } joueurs pour l'instant
}).
reply-tournament-back = Vous êtes toujours dans **{ $name }** : vous serez apparié à la prochaine ronde.
reply-tournament-withdrew = Vous avez retiré votre inscription à **{ $name }**.
reply-tournament-left = Vous avez quitté **{ $name }** : votre partie en cours est abandonnée (l'ordinateur la continue), et vos parties déjà jouées comptent toujours.
reply-tournament-started = **{ $name }** a commencé avec { $count } joueurs : la première ronde est en cours d'appariement.
reply-tournament-removed = { $player } ne joue plus dans **{ $name }**.
reply-tournament-cancelled = **{ $name }** est annulé : plus aucune ronde ne s'ouvrira.
tournament-choice = { $name } ({ $status ->
    [signup] inscriptions
    [running] en cours
    [finished] terminé
   *[cancelled] annulé
})

## Les refus (refusal-<code>). Les noms sont déjà sûrs pour Discord.

refusal-organizers_only = Seuls les membres qui peuvent gérer le serveur, ou qui ont le rôle d'organisateur de `/azul réglages`, peuvent organiser un tournoi.
refusal-not_organizer = Seul l'organisateur de **{ $name }**, ou un membre qui peut gérer le serveur, peut faire cela.
refusal-no_tournament = Ce tournoi n'existe pas sur ce serveur : `/azul tournoi nouveau` en ouvre un.
refusal-which_tournament = Ce serveur mène { $count } tournois : choisissez-en un avec l'option `tournoi:`.
refusal-tournament_name = Le nom d'un tournoi compte de 1 à { $most } caractères.
refusal-tournament_rounds = Un système suisse compte de 1 à { $most } rondes.
refusal-round_robin_tables = Un toutes rondes se joue à des tables de 2.
refusal-round_robin_rounds = Un toutes rondes a ses propres rondes (chacun contre chacun) : n'indiquez pas `rondes:`.
refusal-signup_range = Les inscriptions restent ouvertes de 5 minutes à 30 jours, ou `désactivé` (jusqu'au lancement par l'organisateur).
refusal-signup_closed = Les inscriptions à **{ $name }** sont closes.
refusal-already_entered = Vous êtes déjà inscrit à **{ $name }**.
refusal-not_entered = { $who ->
    [you] Vous n'êtes pas dans **{ $name }**.
   *[player] Ce joueur n'est pas dans **{ $name }**.
}
refusal-too_few_entrants = { $entrants ->
    [one] { $entrants } joueur inscrit
   *[other] { $entrants } joueurs inscrits
} ; il en faut au moins { $least } pour commencer.
refusal-tournament_not_running = **{ $name }** n'est pas en cours.
refusal-already_dropped = { $who ->
    [you] Vous avez déjà quitté **{ $name }**.
   *[player] Ce joueur a déjà quitté **{ $name }**.
}
refusal-cannot_return = Vous avez quitté **{ $name }** (ou en avez été retiré) : vous ne pouvez pas revenir.
refusal-tournament_min_finished = Ce tournoi demande d'avoir terminé au moins { NUMBER($least, style: "percent") } de ses parties ; vous avez terminé { NUMBER($share, style: "percent") } de vos { $games } dernières parties. Rien n'a changé.

## Le réglage des tournois (/azul réglages organisateurs:) : le rôle de ceux qui les organisent.

settings-organizers = • Tournois : organisés par ceux qui gèrent le serveur et par { $role }
settings-organizers-none = • Tournois : organisés par ceux qui gèrent le serveur (désignez un rôle avec `organisateurs:`)
cmd-azul-settings-organizers = organisateurs
cmd-azul-settings-organizers-desc = un rôle dont les membres peuvent organiser des tournois, en plus de ceux qui gèrent le serveur
choice-organizers = le rôle des organisateurs
