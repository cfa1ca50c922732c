## Un défi (« Défier à Azul », depuis le menu d'un membre : clic droit sur un membre, Applications).
## { $challenged } est une mention Discord (<@123>) : seul le message de la table peut la notifier.

menu-challenge = Défier à Azul
lobby-challenge = ⚔️ { $challenged }, { $host } vous défie à cette partie : **Accepter** ou **Refuser** ci-dessous.
lobby-closed-declined = La table est fermée : le défi a été refusé.
challenge-declined-closed = { $challenged } a décliné le défi — ce sera pour une autre fois. La table est fermée.
challenge-declined-open = { $challenged } a décliné le défi — ce sera pour une autre fois. La table reste ouverte pour ceux qui y ont pris place.
lobby-closed-challenge-expired = La table est fermée : le défi est resté un jour sans réponse.
challenge-expired-closed = { $challenged } n'a pas répondu au défi dans le délai d'un jour. La table est fermée.
challenge-expired-open = { $challenged } n'a pas répondu au défi dans le délai d'un jour. La table reste ouverte pour ceux qui y ont pris place.
button-accept = Accepter
button-decline = Refuser

## Les réponses à une personne : celle qui défie, et le membre défié.

reply-challenge-sent = Défi lancé : { $challenged } est mentionné par votre table ici et répond avec Accepter ou Refuser. Les autres peuvent toujours la rejoindre.
reply-challenge-accepted = Défi accepté : vous avez pris la place { $seat }.
reply-challenge-declined-closed = Vous avez refusé le défi ; la table est fermée.
reply-challenge-declined-open = Vous avez refusé le défi ; la table reste ouverte pour les autres.

## Les refus (refusal-<code> : les codes du défi).

refusal-challenge_self = Vous ne pouvez pas vous défier vous-même : choisissez un autre membre.
refusal-challenge_bot = { $name } est un bot : défiez une personne, ou asseyez un joueur ordinateur avec `/azul addbot`.
refusal-challenge_unseen = { $name } ne peut pas voir ce salon et ne verrait donc jamais le défi : défiez ce membre là où il peut le voir.
refusal-not_challenged = Ce défi s'adresse à { $challenged } : seul ce membre peut y répondre.
refusal-challenge_moved_on = Ce défi n'est plus d'actualité : on y a déjà répondu, il a expiré, ou sa table a commencé ou s'est fermée.
