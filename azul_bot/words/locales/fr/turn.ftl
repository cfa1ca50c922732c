## Les tours dans le salon, dans la langue du serveur. { $mention } est une mention Discord
## (<@123>) ; { $deadline } est le balisage horaire de Discord (<t:1700000000:R>), que chacun
## lit « dans 2 heures ».

game-begins = **La partie d'Azul commence !** { $names }. Le tirage au sort fait commencer { $first }.
turn-yours = { $mention }, à vous : touchez une Fabrique ou le centre ci-dessous, ou utilisez `/azul jouer`.
turn-told-by-dm = À { $name } de jouer (prévenu par message privé).
turn-computer = { $name } réfléchit…
turn-stand-in = Un ordinateur joue à la place de { $name }…
ran-out-turn = ⏰ Le temps de { $name } est écoulé ; un ordinateur remplaçant ({ $level }) a joué ce tour à sa place.
ran-out-seat = ⏰ Le temps de { $name } est écoulé ; un ordinateur remplaçant ({ $level }) prend sa place jusqu'à la fin de la partie.
resigned = { $name } a quitté la partie ; un ordinateur ({ $level }) joue à sa place désormais.
reminder = ⏳ { $mention }, c'est toujours à vous de jouer à Azul.
reminder-deadline = ⏳ { $mention }, c'est toujours à vous de jouer à Azul. Un ordinateur jouera à votre place { $deadline }.

## À la table, au bon moment : la manche, le temps restant, la dernière manche.

turn-round = Manche { $round }.
turn-round-deadline = Manche { $round } · le temps de ce tour s'écoule { $deadline }.
turn-last-round = ⚠️ **Dernière manche** : une rangée du mur sera complète à la fin de cette manche, et la partie se termine avec elle.

## Quitter une partie en cours (/azul quitter) : d'abord la question, puis la réponse.

ask-resign = Vraiment quitter cette partie ? Un ordinateur jouera à votre place jusqu'à la fin, et pour le classement vous finirez dernier.
reply-stayed = Vous restez dans la partie.
reply-resigned = Vous avez quitté la partie : un ordinateur joue à votre place désormais.

## La table montrée à une personne (/azul table).

board-status = Manche { $round }, à { $name } de jouer. Scores : { $scores }.
board-score = { $name } { $score }

## La place d'un ordinateur, comme chaque message la nomme ; la table d'où une partie est partie.

seat-computer = Ordinateur ({ $level })
seat-computer-numbered = Ordinateur { $number } ({ $level })
lobby-started = La partie de cette table a commencé : elle est juste en dessous.
