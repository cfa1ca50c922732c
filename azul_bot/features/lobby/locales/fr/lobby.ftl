## La table d'attente dans le salon, dans la langue du serveur : ses places, et sa fermeture.

lobby-title = **Table d'Azul** — hôte : { $host }. Places { $seated }/{ $most } :
lobby-seat = { $number }. { $name }
lobby-ready = Prêt : l'hôte peut lancer la partie.
lobby-waiting = En attente d'au moins { $least } joueurs.
lobby-closed-empty = La table est fermée : tout le monde est parti.
lobby-closed-expired = Cette table s'est fermée après un jour sans lancement ; le salon est de nouveau libre.

## Les réponses à une personne à la table d'attente : l'ouvrir, prendre ou quitter une place,
## y asseoir un ordinateur.

reply-lobby-opened = Table ouverte : les autres prennent place avec le bouton en dessous.
reply-lobby-opened-in = Table ouverte dans { $channel } : les autres prennent place avec le bouton en dessous.
reply-lobby-visited = -# Je ne suis pas membre ici, donc je n'écris que quand quelqu'un joue : un rappel, ou le coup d'un ordinateur après une longue pause, arrive à chaque joueur en message privé s'il accepte ceux des applications qu'il a ajoutées (Paramètres utilisateur → Contenu et social), et s'affiche ici au prochain clic. Les autres rejoignent avec le bouton ; taper `/azul` demande Azul sur son propre compte : [l'ajouter à ses applications]({ $link }).
reply-seated = Vous avez pris la place { $seat }.
reply-left-lobby = Vous avez quitté la table.
reply-left-lobby-closed = Vous avez quitté la table ; il n'y reste personne, elle est donc fermée.
reply-computer-seated = { $name } a pris la place { $seat }.
reply-computer-left = Le dernier joueur ordinateur a quitté la table.
reply-started = La partie a commencé.

## Une nouvelle partie sans fil à elle.

reply-lobby-opened-no-thread = Table ouverte ici : je ne peux pas ouvrir de fil dans ce salon (il me faut la permission Créer des fils publics, dans un salon textuel), la partie se joue donc dans ce salon.

## Ses commandes : /azul nouvelle (dans un fil à elle, sur un mur, pour qui termine ses
## parties), rejoindre, quitter, ordinateur, commencer et annuler.

cmd-azul-new = nouvelle
cmd-azul-new-desc = Ouvrir une partie d'Azul ici (vous en êtes l'hôte)
cmd-azul-new-thread = fil
cmd-azul-new-thread-desc = ouvrir la partie dans un nouveau fil de ce salon
cmd-azul-new-variant = variante
cmd-azul-new-variant-desc = le mur en couleurs, le mur gris (vous choisissez les colonnes) ou la Mosaïque éclatante, face 1 ou 2
cmd-azul-join = rejoindre
cmd-azul-join-desc = Prendre une place dans la partie en attente de ce salon
cmd-azul-leave = quitter
cmd-azul-leave-desc = Quitter la partie en attente, ou abandonner la partie en cours (avec confirmation)
cmd-azul-addbot = ordinateur
cmd-azul-addbot-desc = Ajouter un joueur ordinateur à la partie en attente (hôte seulement)
cmd-azul-addbot-level = niveau
cmd-azul-addbot-level-desc = sa force de jeu
cmd-azul-start = commencer
cmd-azul-start-desc = Lancer la partie (hôte seulement)
cmd-azul-abort = annuler
cmd-azul-abort-desc = Annuler la partie de ce salon (hôte ou Gérer les salons)
cmd-azul-new-min_finished = min_terminées
cmd-azul-new-min_finished-desc = seuls les joueurs ayant terminé au moins cette part de leurs parties (en %) peuvent rejoindre

## Qui termine ses parties : le minimum de la table, et la part de chacun à sa place.

lobby-min-finished = Pour rejoindre : avoir terminé au moins { NUMBER($share, style: "percent") } de ses parties (les nouveaux venus sont les bienvenus).
lobby-seat-finished = { $seat } · { NUMBER($share, style: "percent") } de parties terminées

## Ses boutons et menus, dans la langue du serveur.

button-join = Rejoindre
button-leave = Quitter
button-start = Commencer
button-remove-computer = Retirer un ordinateur
button-add-computer = Ajouter un joueur ordinateur…
button-computer-level = Ordinateur ({ $level })

## Le mur que l'hôte choisit à la table d'attente.

button-wall = Mur : { $wall }
lobby-wall = Mur : **{ $wall }** (l'hôte peut le changer jusqu'au lancement).
reply-wall-chosen = La partie se jouera sur le { $wall }.

## Une partie dans un fil à elle : le nom du fil, et une place prise depuis son salon.

thread-name = Azul — { $name }
reply-seated-in = Vous avez rejoint la partie dans { $channel } (place { $seat }).

## Une revanche : la table qu'elle ouvre, et les personnes qu'elle invite.

button-rematch = Revanche
rematch-invitation = 🔁 Revanche ! { $mentions }, { $count ->
    [one] reprenez votre place
   *[other] reprenez vos places
} avec **Rejoindre**.
reply-rematch-opened = Table de revanche ouverte : les autres joueurs de la partie sont invités à reprendre place.

## Les refus (refusal-<code> : les codes de la table d'attente).

refusal-game_running_here = Une partie par salon : une partie est déjà en cours ici. Suivez-la avec `/azul table`, ou lancez-en une autre dans un fil (`/azul nouvelle fil:True`).
refusal-lobby_open_here = Une partie par salon : une table est déjà ouverte ici. Rejoignez-la, ou lancez une autre partie dans un fil (`/azul nouvelle fil:True`).
refusal-already_seated = Vous avez déjà une place à cette table.
refusal-lobby_full = La table est complète : Azul se joue à { $most } au plus.
refusal-not_in_lobby = Vous n'avez pas de place à cette table.
refusal-not_enough_players = Azul se joue à { $least } au moins : attendez que quelqu'un vous rejoigne.
refusal-no_computer_seated = Il n'y a pas de joueur ordinateur à cette table.
refusal-host_only_start = Seul l'hôte ({ $host }) peut lancer la partie.
refusal-host_only_add_computer = Seul l'hôte ({ $host }) peut ajouter des joueurs ordinateurs.
refusal-host_only_remove_computer = Seul l'hôte ({ $host }) peut retirer des joueurs ordinateurs.
refusal-host_only_variant = Seul l'hôte ({ $host }) peut choisir le mur.
refusal-lobby_closed = Cette table est fermée.
refusal-lobbies_in_threads = Plusieurs tables attendent des joueurs dans les fils de ce salon : choisissez-en une et appuyez sur **Rejoindre** en dessous.
refusal-lobby_changed = La table a changé entre-temps ; réessayez.
refusal-rematch_not_here = Cette partie n'est pas une partie terminée de ce salon.
refusal-rematch_not_player = Seul quelqu'un qui a joué cette partie peut en ouvrir la revanche.
refusal-rematch_running = Une partie est déjà en cours ici : la revanche pourra s'ouvrir quand elle sera finie.
refusal-rematch_seated = Vous avez déjà une place à la table ouverte ici : l'hôte lancera la partie.
refusal-rematch_lobby_open = Une table est déjà ouverte ici : prenez votre place avec le bouton sous son message.
