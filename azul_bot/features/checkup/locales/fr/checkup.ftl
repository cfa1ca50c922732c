## /azul vérifier : l'installation du bot sur ce serveur, pour ceux qui le gèrent.
## { $oldest } et { $next } sont le balisage horaire de Discord (<t:1700000000:R>) : « il y a 3 heures ».

cmd-azul-check = vérifier
cmd-azul-check-desc = L'installation du bot sur ce serveur : permissions, messages en attente (Gérer le serveur)

check-title = **Vérification de l'installation** · bot Azul { $version }
check-place-channel = **Ce salon** ({ $channel }), où se jouent les parties :
check-place-thread = **Ce fil** ({ $channel }), où se jouent les parties :
check-place-opens_threads = **Les fils de ce salon** : chaque nouvelle partie en ouvre un ici (le réglage `fils` du serveur) :
check-place-announcements = **Le salon des annonces** ({ $channel }), pour le classement final d'une saison :
check-place-no_announcements = **Aucun salon des annonces** n'est choisi : le classement final d'une saison n'est publié nulle part (`/azul réglages annonces:`).
check-place-announcements_gone = **Le salon des annonces** n'existe plus ou je ne le vois pas : choisissez-en un autre avec `/azul réglages annonces:`, ou retirez-le avec `/azul réglages effacer:`.
check-work = **En attente sur ce serveur :**
check-no-posts-waiting = Aucun message en attente : chaque coup et chaque annonce est publié.
check-posts-waiting = { $count ->
    [one] 1 message en attente
   *[other] { $count } messages en attente
}, le plus ancien depuis { $oldest }.
check-posts-retried = { $count ->
    [one] 1 d'entre eux a été réessayé après une erreur
   *[other] { $count } d'entre eux ont été réessayés après une erreur
} : je continue d'essayer ; vérifiez que je peux écrire dans leurs salons.
check-no-timers = Aucun minuteur (aucun tour n'est chronométré ici en ce moment).
check-timers = { $count ->
    [one] 1 minuteur
   *[other] { $count } minuteurs
} (rappels, limites de temps, ceux du club), le prochain { $next }.
check-timers-late = { $count ->
    [one] 1 minuteur a
   *[other] { $count } minuteurs ont
} plus d'une minute de retard : le bot est peut-être bloqué ou sa base de données hors service ; ses journaux disent pourquoi.
check-all-good = Tout ce dont j'ai besoin est là.

refusal-manage_server_to_check = La vérification de l'installation est réservée à ceux qui gèrent le serveur (la permission Gérer le serveur).
