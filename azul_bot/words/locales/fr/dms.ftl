## Les messages privés qui n'arrivent pas toujours : /azul notifications en envoie un tout de suite et dit s'il est arrivé.

dm-notify-check = 🔔 C'est ici que je vous préviendrai quand ce sera votre tour à Azul.
reply-notify-dm-closed = Je n'ai pas pu vous envoyer de message privé : Discord indique que vous n'en acceptez pas de ma part (vos paramètres de confidentialité pour ce serveur). Tant que vous ne les autorisez pas et ne relancez pas `/azul notifications activer:True`, je vous mentionnerai dans le salon de la partie à votre tour.
reply-notify-dm-failed = C'est enregistré, mais mon message privé n'est pas passé à l'instant (un souci du côté de Discord). Relancez `/azul notifications activer:True` dans un moment pour vérifier ; en attendant, votre tour pourra vous être signalé par une mention dans le salon.
