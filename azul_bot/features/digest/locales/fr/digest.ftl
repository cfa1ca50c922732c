## Le résumé quotidien (/azul notifications résumé) : un seul message privé par jour avec les
## parties qui attendent un joueur, sur tous les serveurs. { $link } mène au salon d'une partie ;
## { $deadline } et { $next } sont le balisage horaire de Discord, que chacun lit dans sa langue
## et son fuseau ; { $time } est l'heure choisie (18:00) et { $zone } son fuseau (Europe/Paris).

cmd-azul-notify = notifications
cmd-azul-notify-desc = Comment être prévenu de votre tour : à chaque tour, une fois par jour, ou par une mention
cmd-azul-notify-turns = tours
cmd-azul-notify-turns-desc = Un message privé à chacun de vos tours (ou plus aucun)
cmd-azul-notify-turns-on = activer
cmd-azul-notify-turns-on-desc = True : un message privé à votre tour ; False : une mention dans le salon
cmd-azul-notify-digest = résumé
cmd-azul-notify-digest-desc = Un seul message privé par jour, à l'heure choisie : les parties qui vous attendent
cmd-azul-notify-digest-at = heure
cmd-azul-notify-digest-at-desc = l'heure à laquelle il arrive, par ex. 18:00, 18h ou 6pm
cmd-azul-notify-digest-timezone = fuseau
cmd-azul-notify-digest-timezone-desc = votre fuseau horaire, par ex. Europe/Paris (vide : celui choisi la dernière fois)
cmd-azul-notify-off = désactiver
cmd-azul-notify-off-desc = Plus de messages privés : une mention dans le salon à votre tour (rappels compris)

reply-digest-on = 📬 Votre résumé quotidien est activé : chaque jour à { $time } ({ $zone }), un message privé avec les parties qui vous attendent, sur tous les serveurs ; le prochain arrive { $next }. Vous n'êtes plus mentionné à votre tour, mais un rappel vous parvient toujours en message privé quand votre temps est presque écoulé. (Le message que je viens de vous envoyer est bien arrivé.)
reply-digest-dm-closed = J'ai enregistré votre résumé quotidien ({ $time }, { $zone }), mais je n'ai pas pu vous envoyer de message privé : Discord indique que vous n'en acceptez pas de ma part (vos paramètres de confidentialité pour ce serveur). Tant que vous ne les autorisez pas et ne relancez pas `/azul notifications résumé`, je vous mentionnerai dans le salon de la partie à votre tour.
reply-digest-dm-failed = C'est enregistré : votre résumé arrive chaque jour à { $time } ({ $zone }), le prochain { $next }. Mais mon message privé n'est pas passé à l'instant (un souci du côté de Discord) ; relancez `/azul notifications résumé` dans un moment pour vérifier.
reply-digest-turns-off = Le message privé à chacun de vos tours est désactivé : le résumé le remplace.
reply-notify-digest-off = Votre résumé quotidien est désactivé.

dm-digest-check = 📬 C'est ici qu'arrivera votre résumé Azul : une fois par jour, les parties qui vous attendent.
digest-title = 📬 { $count ->
    [one] Une partie d'Azul vous attend :
   *[other] { $count } parties d'Azul vous attendent :
}
digest-game = • { $link } contre { $opponents } · sans limite de temps
digest-game-deadline = • { $link } contre { $opponents } · votre temps s'écoule { $deadline }
digest-more = { $count ->
    [one] …et une autre.
   *[other] …et { $count } autres.
}
digest-footer = Un message par jour, à l'heure choisie : `/azul notifications` permet de le changer.
turn-in-digest = À { $name } de jouer (prévenu par son résumé quotidien).

refusal-bad_digest_time = Je ne comprends pas l'heure « { $typed } » : tapez une heure comme `18:00`, `18h` ou `6pm`.
refusal-bad_timezone = Je ne connais pas le fuseau horaire « { $typed } » : choisissez-en un dans la liste, comme `Europe/Paris` ou `America/Toronto`.
refusal-timezone_needed = Indiquez aussi votre fuseau horaire (l'option `fuseau`, par ex. `Europe/Paris`) : votre résumé arrive à cette heure-là chez vous.

## /azul notifications : un message privé à votre tour, ou une mention dans le salon de la partie.

reply-notify-on = Je vous enverrai un message privé quand ce sera votre tour : celui que je viens de vous envoyer est bien arrivé.
reply-notify-off = Plus de messages privés : vous serez mentionné dans le salon de la partie.

## Les messages privés qui n'arrivent pas toujours : /azul notifications en envoie un tout de suite et dit s'il est arrivé.

dm-notify-check = 🔔 C'est ici que je vous préviendrai quand ce sera votre tour à Azul.
reply-notify-dm-closed = Je n'ai pas pu vous envoyer de message privé : Discord indique que vous n'en acceptez pas de ma part (vos paramètres de confidentialité pour ce serveur). Tant que vous ne les autorisez pas et ne relancez pas `/azul notifications tours activer:True`, je vous mentionnerai dans le salon de la partie à votre tour.
reply-notify-dm-failed = C'est enregistré, mais mon message privé n'est pas passé à l'instant (un souci du côté de Discord). Relancez `/azul notifications tours activer:True` dans un moment pour vérifier ; en attendant, votre tour pourra vous être signalé par une mention dans le salon.
