## La table d'attente dans le salon, dans la langue du serveur : ses places, et sa fermeture.

seat-computer = Ordinateur ({ $level })
seat-computer-numbered = Ordinateur { $number } ({ $level })
lobby-title = **Table d'Azul** — hôte : { $host }. Places { $seated }/{ $most } :
lobby-seat = { $number }. { $name }
lobby-ready = Prêt : l'hôte peut lancer la partie.
lobby-waiting = En attente d'au moins { $least } joueurs.
lobby-started = La partie de cette table a commencé : elle est juste en dessous.
lobby-closed-empty = La table est fermée : tout le monde est parti.
lobby-closed-expired = Cette table s'est fermée après un jour sans lancement ; le salon est de nouveau libre.

## Les réponses à une personne à la table d'attente : l'ouvrir, prendre ou quitter une place,
## y asseoir un ordinateur.

reply-lobby-opened = Table ouverte : les autres prennent place avec le bouton en dessous.
reply-lobby-opened-in = Table ouverte dans { $channel } : les autres prennent place avec le bouton en dessous.
reply-seated = Vous avez pris la place { $seat }.
reply-left-lobby = Vous avez quitté la table.
reply-left-lobby-closed = Vous avez quitté la table ; il n'y reste personne, elle est donc fermée.
reply-computer-seated = { $name } a pris la place { $seat }.
reply-computer-left = Le dernier joueur ordinateur a quitté la table.
reply-started = La partie a commencé.

## Une nouvelle partie sans fil à elle.

reply-lobby-opened-no-thread = Table ouverte ici : je ne peux pas ouvrir de fil dans ce salon (il me faut la permission Créer des fils publics, dans un salon textuel), la partie se joue donc dans ce salon.
