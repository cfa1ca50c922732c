## Les messages privés d'un joueur à son tour, dans sa langue. { $link } mène à la table ;
## { $deadline } est le balisage horaire de Discord, que chacun lit dans sa langue.

dm-turn = C'est à vous de jouer à Azul : { $link }
dm-turn-round = C'est à vous de jouer à Azul (manche { $round }) : { $link }
dm-turn-round-deadline = C'est à vous de jouer à Azul (manche { $round }) ; votre temps s'écoule { $deadline } : { $link }
dm-reminder = ⏳ C'est toujours à vous de jouer à Azul. Votre table : { $link }
dm-reminder-deadline = ⏳ C'est toujours à vous de jouer à Azul ; un ordinateur jouera à votre place { $deadline }. Votre table : { $link }

## /azul notifications : un message privé à votre tour, ou une mention dans le salon de la partie.

reply-notify-on = Je vous enverrai un message privé quand ce sera votre tour : celui que je viens de vous envoyer est bien arrivé.
reply-notify-off = Plus de messages privés : vous serez mentionné dans le salon de la partie.

## Les messages privés qui n'arrivent pas toujours : /azul notifications en envoie un tout de suite et dit s'il est arrivé.

dm-notify-check = 🔔 C'est ici que je vous préviendrai quand ce sera votre tour à Azul.
reply-notify-dm-closed = Je n'ai pas pu vous envoyer de message privé : Discord indique que vous n'en acceptez pas de ma part (vos paramètres de confidentialité pour ce serveur). Tant que vous ne les autorisez pas et ne relancez pas `/azul notifications tours activer:True`, je vous mentionnerai dans le salon de la partie à votre tour.
reply-notify-dm-failed = C'est enregistré, mais mon message privé n'est pas passé à l'instant (un souci du côté de Discord). Relancez `/azul notifications tours activer:True` dans un moment pour vérifier ; en attendant, votre tour pourra vous être signalé par une mention dans le salon.
