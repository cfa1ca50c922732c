## Commandes : noms (minuscules, sans espace, 32 caractères au plus) et descriptions
## (100 caractères au plus).

cmd-azul = azul
cmd-azul-desc = Jouer à Azul, le jeu de tuiles
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

## Choix proposés dans les options (la valeur envoyée reste la même dans toutes les langues).

choice-beginner = débutant
choice-easy = facile
choice-normal = normal
choice-hard = difficile
choice-classic = mur en couleurs
choice-grey = mur gris
choice-crystal-1 = Mosaïque éclatante, face 1
choice-crystal-2 = Mosaïque éclatante, face 2
