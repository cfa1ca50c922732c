## /azul règles : le jeu en bref, tel qu'il se joue ici.

rules =
    {"**"}Azul en bref** ({ $least } à { $most } joueurs)
    {"**"}But :** décorer votre mur de 5×5 et marquer le plus de points. La partie s'arrête à la fin de la manche où quelqu'un complète une rangée horizontale de son mur.
    {"**"}À votre tour :** prenez *toutes* les tuiles d'*une* couleur, soit sur une **Fabrique** (le reste glisse au centre), soit au **centre** (le premier à le faire dans la manche prend aussi le { -marker } : il va sur sa ligne Plancher, et il commencera la manche suivante).
    {"**"}Posez-les** toutes sur *une* ligne Motif : la ligne *n* tient *n* tuiles, d'une seule couleur, et pas une couleur déjà présente dans cette rangée de votre mur. Ce qui ne tient pas tombe sur votre **Plancher** ; vous pouvez toujours tout y mettre.
    {"**"}Fin de manche** (plus aucune tuile à prendre) : chaque ligne Motif *complète* place une tuile sur le mur et la marque : 1 point si elle est seule, sinon 1 par tuile de sa rangée continue plus 1 par tuile de sa colonne continue. Les autres lignes attendent la manche suivante. Le Plancher coûte { $floor } points (jamais sous 0).
    {"**"}Le mur gris** (variante choisie à l'ouverture) : aucune couleur imprimée. En fin de manche, chaque joueur choisit, de haut en bas, la colonne de la tuile de chaque ligne Motif complète : une case vide de sa rangée dont la colonne n'a pas encore cette couleur. Sans telle case, toute la ligne va au Plancher.
    {"**"}Fin de partie :** +{ $row } par rangée complète, +{ $column } par colonne complète, +{ $color } par couleur posée 5 fois. Le plus de points gagne ; à égalité, le plus de rangées complètes, sinon la victoire est partagée.
    {"**"}Jouer ici :** `/azul nouvelle` ouvre une table, les autres appuient sur **Rejoindre**, l'hôte sur **Commencer**. À votre tour, touchez une Fabrique ou le centre sous la table, puis une couleur et une ligne ; ou tapez `/azul jouer source:2 couleur:rouge ligne:4` (`centre`, `plancher` et les lettres de l'image marchent aussi). `/azul table` montre la table à vous seul, `/azul conseil` consulte l'entraîneur.
