## La fin d'une partie dans le salon, dans la langue du serveur : classement, remerciements,
## annulation, revanche. { $mentions } sont des mentions Discord (<@123>).

aborted-nobody-left = Il ne reste personne à cette table : la partie s'arrête ici et ne compte pas dans les statistiques.

## Les réponses à une personne qui annule une partie, ferme une table d'attente ou ouvre une
## revanche.

ask-abort-game = Vraiment annuler la partie ? Elle ne comptera dans les statistiques de personne.
ask-abort-lobby = Vraiment fermer la table ?
reply-not-aborted = Rien n'a été annulé.
reply-aborted-game = La partie a été annulée ; elle ne compte pas dans les statistiques.
reply-closed-lobby = La table a été fermée.
