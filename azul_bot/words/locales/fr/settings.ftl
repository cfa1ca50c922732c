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

## Une durée, comme les réglages l'affichent (le temps par tour, le rappel).

duration-off = désactivé
duration-d = { $count } j
duration-h = { $count } h
duration-m = { $count } min
duration-s = { $count } s
settings-season = • Saisons : { $period }, chacune avec son propre classement
settings-season-off = • Saisons : désactivées (un seul classement de tous les temps)
settings-announcements = • Annonces (le classement final d'une saison) : { $channel }
settings-announcements-none = • Annonces : aucun salon, donc rien n'est publié à la fin d'une saison (choisissez-en un avec `annonces:`)
settings-organizers = • Tournois : organisés par ceux qui gèrent le serveur et par { $role }
settings-organizers-none = • Tournois : organisés par ceux qui gèrent le serveur (désignez un rôle avec `organisateurs:`)
settings-away-days = • Absences : { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} par personne et par saison
