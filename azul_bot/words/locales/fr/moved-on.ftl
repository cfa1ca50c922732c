## La table a changé : un bouton, un menu ou un changement fait pour un tour (ou une version
## de la partie) passé, et où en est la partie.

stale-no-game = La table a changé depuis ce message ; il n'y a plus de partie en cours ici.
stale-moved-on = La table a changé depuis ce message.
stale-yours = La table a changé depuis ce message. C'est à vous : utilisez les boutons sous la table la plus récente.
stale-link = La table a changé depuis ce message. Tour en cours : { $link }
stale-link-yours = La table a changé depuis ce message. C'est à vous : utilisez les boutons sous la table la plus récente : { $link }

refusal-old_turn = La table a changé depuis ce message ; utilisez le plus récent.
refusal-other_game = Ce bouton appartient à une partie terminée ; la table a changé depuis.
refusal-game_already_over = Cette partie est déjà terminée.
refusal-table_moved_on = La table a changé entre-temps ; rien n'a été joué.
refusal-game_changed = La partie a changé entre-temps ; réessayez.
