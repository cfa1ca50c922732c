## Les réglages d'un serveur (/azul réglages).

settings-title = **Réglages d'Azul de ce serveur**
settings-limit = • Temps par tour : { $limit }
settings-reminder = • Rappel : après { $after }
settings-reminder-off = • Rappel : désactivé
settings-at-limit = • Quand le temps est écoulé : { $what }
settings-stand-in = • Le remplaçant : un ordinateur ({ $level })
settings-threads-on = • Nouvelles parties dans leur propre fil : oui
settings-threads-off = • Nouvelles parties dans leur propre fil : non
settings-hints-on = • Conseils (`/azul conseil`) : autorisés
settings-hints-off = • Conseils (`/azul conseil`) : interdits
settings-language = • Langue des messages de la partie dans les salons : { $language }
settings-language-auto = • Langue des messages de la partie dans les salons : celle du serveur ({ $language })
settings-announcements = • Annonces (le classement final d'une saison) : { $channel }
settings-announcements-none = • Annonces : aucun salon, donc rien n'est publié à la fin d'une saison (choisissez-en un avec `annonces:`)

## Les commandes : /azul réglages et ses options, /azul confirmation, et leurs choix.

cmd-azul-confirm = confirmation
cmd-azul-confirm-desc = Un bouton Confirmer après le choix de la ligne, ou le coup joué aussitôt
cmd-azul-confirm-on = activer
cmd-azul-confirm-on-desc = True : Confirmer après la ligne ; False : le bouton de ligne joue le coup
cmd-azul-settings = réglages
cmd-azul-settings-desc = Les règles d'Azul de ce serveur (Gérer le serveur pour les changer)
cmd-azul-settings-time_limit = temps-par-tour
cmd-azul-settings-time_limit-desc = temps par tour, par ex. 12h, 2d, ou off
cmd-azul-settings-reminder = rappel
cmd-azul-settings-reminder-desc = quand rappeler son tour au joueur, par ex. 4h, ou off
cmd-azul-settings-at_limit = temps-écoulé
cmd-azul-settings-at_limit-desc = ce qui se passe quand le temps est écoulé
cmd-azul-settings-stand_in = remplaçant
cmd-azul-settings-stand_in-desc = l'ordinateur qui remplace un joueur parti ou à court de temps
cmd-azul-settings-threads = fils
cmd-azul-settings-threads-desc = ouvrir chaque nouvelle partie dans son propre fil
cmd-azul-settings-hints = conseils
cmd-azul-settings-hints-desc = autoriser /azul conseil
cmd-azul-settings-language = langue
cmd-azul-settings-language-desc = la langue des messages de la partie dans les salons de ce serveur
cmd-azul-settings-announcements = annonces
cmd-azul-settings-announcements-desc = le salon où le bot publie le classement final d'une saison
cmd-azul-settings-reset = effacer
cmd-azul-settings-reset-desc = remettre un réglage à aucun : le salon des annonces ou le rôle des organisateurs
choice-announcements = le salon des annonces
choice-turn = un ordinateur joue ce tour à sa place
choice-seat = un ordinateur prend sa place jusqu'à la fin

## La langue du serveur (/azul réglages langue) : chaque langue est nommée dans la sienne.

choice-auto = la langue du serveur (Discord)
choice-en = English
choice-fr = Français
choice-nl = Nederlands

## Les réponses à /azul confirmation.

reply-confirm-on = Vos coups demanderont **Confirmer** après le choix de la ligne.
reply-confirm-off = Trois touches par coup : le bouton d'une ligne joue désormais votre coup aussitôt, sans Confirmer.

## Les refus d'un réglage (refusal-<code>, un par code que les réglages déclarent).

refusal-duration_too_long = { $what ->
    [time_limit] Ce temps par tour est trop long pour être une durée : essayez `12h`, `2d` ou `off`.
   *[reminder] Ce rappel est trop long pour être une durée : essayez `4h`, `1d` ou `off`.
}
refusal-bad_duration = { $what ->
    [time_limit] Je ne comprends pas le temps par tour « { $typed } » : essayez `90m`, `12h`, `2d` ou `off`.
    [signup_until] Je ne comprends pas la durée des inscriptions « { $typed } » : essayez `12h`, `2j`, `1w` ou `off`.
   *[reminder] Je ne comprends pas le rappel « { $typed } » : essayez `30m`, `4h`, `1d` ou `off`.
}
refusal-limit_range = Le temps par tour doit être compris entre 5 minutes et 14 jours, ou `off`.
refusal-reminder_range = Le rappel doit venir au moins une minute après le début du tour, et avant la fin du temps.
refusal-bad_at_limit = Quand le temps est écoulé, choisissez `turn` (un remplaçant joue un tour) ou `seat`.
refusal-bad_language = La langue des messages de la partie peut être English, Français, Nederlands, ou celle du serveur.
refusal-set_and_reset = Vous avez donné { $setting ->
    [announcements] un salon des annonces
   *[organizers] un rôle des organisateurs
} et demandé de l'effacer en même temps : choisissez l'un ou l'autre. Rien n'a changé.
refusal-manage_server_needed = Changer les réglages demande la permission Gérer le serveur.
