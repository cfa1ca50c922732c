## Commandes : noms (minuscules, sans espace, 32 caractères au plus) et descriptions
## (100 caractères au plus).

cmd-azul = azul
cmd-azul-desc = Jouer à Azul, le jeu de tuiles
cmd-azul-hint = conseil
cmd-azul-hint-desc = Les trois meilleurs coups selon l'entraîneur (visible par vous seul)
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
cmd-azul-settings-season = saison
cmd-azul-settings-season-desc = la durée d'une saison du classement
cmd-azul-settings-announcements = annonces
cmd-azul-settings-announcements-desc = le salon où le bot publie le classement final d'une saison
cmd-azul-settings-away_days = jours_absence
cmd-azul-settings-away_days-desc = jours d'absence que chacun peut prendre par saison
cmd-azul-settings-organizers = organisateurs
cmd-azul-settings-organizers-desc = un rôle dont les membres peuvent organiser des tournois, en plus de ceux qui gèrent le serveur
cmd-azul-settings-reset = effacer
cmd-azul-settings-reset-desc = remettre un réglage à aucun : le salon des annonces ou le rôle des organisateurs
choice-monthly = mensuelles
choice-quarterly = trimestrielles
choice-off = désactivées
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

## Choix proposés dans les options (la valeur envoyée reste la même dans toutes les langues).

choice-beginner = débutant
choice-easy = facile
choice-normal = normal
choice-hard = difficile
choice-classic = mur en couleurs
choice-grey = mur gris
choice-crystal-1 = Mosaïque éclatante, face 1
choice-crystal-2 = Mosaïque éclatante, face 2
choice-announcements = le salon des annonces
choice-organizers = le rôle des organisateurs
choice-turn = un ordinateur joue ce tour à sa place
choice-seat = un ordinateur prend sa place jusqu'à la fin

## La langue du serveur (/azul réglages langue) : chaque langue est nommée dans la sienne.

choice-auto = la langue du serveur (Discord)
choice-en = English
choice-fr = Français
choice-nl = Nederlands
