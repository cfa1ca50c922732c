## Quitter une partie en cours (/azul quitter) : d'abord la question, puis la réponse.

ask-resign = Vraiment quitter cette partie ? Un ordinateur jouera à votre place jusqu'à la fin, et pour le classement vous finirez dernier.
reply-stayed = Vous restez dans la partie.
reply-resigned = Vous avez quitté la partie : un ordinateur joue à votre place désormais.

## La place d'un ordinateur, comme chaque message la nomme ; la table d'où une partie est partie.

seat-computer = Ordinateur ({ $level })
seat-computer-numbered = Ordinateur { $number } ({ $level })
