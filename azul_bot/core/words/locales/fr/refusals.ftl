## Les refus : pourquoi une demande n'a rien changé (refusal-<code>, un par code de l'hôte).
## { $typed } est ce qui a été tapé ; les noms sont déjà sûrs pour Discord.

refusal-no_game = Il n'y a pas de partie d'Azul dans ce salon. Lancez-en une avec `/azul nouvelle`.
refusal-not_started = La partie n'a pas encore commencé ici : l'hôte la lance avec `/azul commencer`.
refusal-already_started = La partie a déjà commencé ici ; les places ne peuvent plus changer.
refusal-damaged_game = La partie enregistrée ici est endommagée et a été fermée ; lancez-en une nouvelle.
refusal-unknown_level = Les joueurs ordinateurs sont débutant, facile, normal ou difficile.
refusal-not_your_turn = C'est à { $name } de jouer, pas à vous : vous serez prévenu quand ce sera votre tour.
refusal-computer_turn = C'est à un ordinateur de jouer, pas à vous : vous serez prévenu quand ce sera votre tour.
refusal-not_playing = Vous ne jouez pas dans cette partie ; vous pouvez la suivre avec `/azul table`.
refusal-seat_taken_over = Un ordinateur joue à votre place jusqu'à la fin de la partie (vous l'avez quittée, ou votre temps était écoulé) ; vous pouvez la suivre avec `/azul table`.
refusal-not_offered = Ce choix n'est pas sur la table en ce moment ; rien n'a changé.
refusal-no_such_game = Il n'y a pas de partie n° { $game } sur ce serveur.
refusal-not_finished_here = Il n'y a pas de partie terminée n° { $game } sur ce serveur.
refusal-cannot_save = Le bot ne peut pas enregistrer pour le moment ; réessayez dans un instant. Rien n'a changé.
refusal-cannot_read = Le bot ne peut pas lire ses parties pour le moment ; réessayez dans un instant.
refusal-dm_only = Azul se joue dans les salons d'un serveur : utilisez `/azul` dans un salon (ou un fil) d'un serveur où je suis. `/azul règles` marche partout.
refusal-server_only = Ceci appartient à un serveur qui m'a ajouté : utilisez-le dans l'un de ses salons. Les parties, `/azul stats` et le classement de ce lieu (`/azul classement`) marchent aussi ici.
refusal-external_apps_off = Ce serveur ne permet à ses membres d'utiliser les applications externes qu'en privé : une table ici ne serait vue que par vous. Demandez à un admin de m'ajouter au serveur, ou jouez dans un groupe privé avec vos amis.
refusal-bot_permissions = { $place ->
    [opens_threads] Je ne peux pas ouvrir de fil pour la partie ici
    [announcements] Je ne peux pas écrire dans { $channel }, donc rien n'a changé
   *[channel] Je ne peux pas accueillir de partie dans ce salon
}. Il me manque { $count ->
    [one] cette permission
   *[other] ces permissions
} :
    { $permissions }
    Demandez à un admin du serveur de me { $count ->
    [one] l'accorder
   *[other] les accorder
}, ou choisissez un autre salon.
refusal-threads_text_only = Une partie n'a son propre fil que dans un salon textuel.
refusal-bad_option = Cette valeur d'option n'est pas valable ici ; rien n'a changé.

## Les refus au mur gris : le choisir, et y placer ses tuiles.

refusal-walls_being_tiled = Les joueurs placent leurs tuiles sur leur mur : personne ne prend de tuiles avant que tous aient placé.
refusal-nothing_to_place = Vous n'avez aucune tuile à placer sur votre mur pour l'instant.
refusal-placement_passed = Ce placement est passé : la ligne a déjà été placée, ou sa manche est finie. Rien n'a changé.

## Les permissions de Discord, nommées comme Discord les nomme.

permission-view_channel = Voir le salon
permission-send_messages = Envoyer des messages
permission-attach_files = Joindre des fichiers
permission-read_message_history = Voir les anciens messages
permission-send_messages_in_threads = Envoyer des messages dans les fils
permission-create_public_threads = Créer des fils publics

permission-line = **{ $permission }** : { $why }
permission-why-view_channel = je ne vois pas le salon : rien ne peut s'y jouer ni s'y publier
permission-why-send_messages = aucun salon d'attente, aucune table, aucune annonce ne peut être publiée
permission-why-send_messages_in_threads = aucune partie ne peut se jouer dans un fil, ni une table de tournoi
permission-why-create_public_threads = une partie ou une table de tournoi ne peut pas ouvrir son propre fil
permission-why-attach_files = les images de la table et le podium d'une saison ne peuvent pas être montrés
permission-why-read_message_history = je ne peux pas mettre à jour mes messages précédents (un salon d'attente, les boutons sous la dernière table)

## Quand le bot lui-même échoue : ce qu'on dit à la personne, et que rien n'est perdu.

reply-something-went-wrong = Quelque chose s'est mal passé de mon côté. Rien n'est perdu : `/azul table` montre la table.
reply-will-follow = ⚠️ C'est enregistré ; le message dans le salon va suivre sous peu.
