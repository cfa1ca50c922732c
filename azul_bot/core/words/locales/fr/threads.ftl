## Une commande tapée dans un salon dont les parties se jouent dans ses fils (chaque partie a
## son propre fil par défaut) : les parties de ces fils, chacune avec son lien, ou celle visée.

refusal-games_in_threads = Il n'y a pas de partie d'Azul dans ce salon même, mais ses fils en ont { $count ->
    [one] une :
   *[other] { $count } :
}
threads-lobby = • { $channel } — table en attente, { $seated }/{ $most } places prises
threads-lobby-full = • { $channel } — table en attente, complète
threads-running = • { $channel } — manche { $round }
threads-your-seat = { $game } · vous y avez une place
threads-more = … et { $count } autres dans les fils du salon.
board-in-thread = Votre partie dans { $channel } (c'est là que vous jouez) :
