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
settings-language-auto = • Langue des messages de la partie dans les salons : celle du serveur ({ $language })

## Une durée, comme les réglages l'affichent (le temps par tour, le rappel).

duration-off = désactivé
duration-d = { $count } j
duration-h = { $count } h
duration-m = { $count } min
duration-s = { $count } s
