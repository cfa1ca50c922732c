## La table a changé : un bouton, un menu ou un changement fait pour un tour (ou une version
## de la partie) passé, et où en est la partie.

refusal-old_turn = La table a changé depuis ce message ; utilisez le plus récent.
refusal-other_game = Ce bouton appartient à une partie terminée ; la table a changé depuis.
refusal-game_already_over = Cette partie est déjà terminée.
refusal-table_moved_on = La table a changé entre-temps ; rien n'a été joué.
refusal-game_changed = La partie a changé entre-temps ; réessayez.
