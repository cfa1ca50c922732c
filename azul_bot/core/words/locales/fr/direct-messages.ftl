## Les messages privés d'un joueur à son tour, dans sa langue. { $link } mène à la table ;
## { $deadline } est le balisage horaire de Discord, que chacun lit dans sa langue.

dm-turn = C'est à vous de jouer à Azul : { $link }
dm-turn-round = C'est à vous de jouer à Azul (manche { $round }) : { $link }
dm-turn-round-deadline = C'est à vous de jouer à Azul (manche { $round }) ; votre temps s'écoule { $deadline } : { $link }
dm-reminder = ⏳ C'est toujours à vous de jouer à Azul. Votre table : { $link }
dm-reminder-deadline = ⏳ C'est toujours à vous de jouer à Azul ; un ordinateur jouera à votre place { $deadline }. Votre table : { $link }
