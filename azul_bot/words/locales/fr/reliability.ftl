## Qui termine ses parties : la part de ses dernières parties qu'une personne a terminées à sa
## place (un remplaçant qui prend la place pour de bon, ou un abandon après la première manche,
## ne compte pas comme terminée), et la durée typique de ses tours. Une part est un NUMBER en
## pourcentage.

stats-finishes = Termine { NUMBER($share, style: "percent") } de ses parties ({ $finished } sur les { $games } dernières)
stats-finishes-soon = Parties terminées : la part s'affiche après { $least } parties (encore { $left ->
    [one] { $left } partie
   *[other] { $left } parties
})
stats-typical-turn = Durée typique d'un tour : { $duration }
refusal-below_min_finished = Cette table demande d'avoir terminé au moins { NUMBER($least, style: "percent") } de ses parties ; vous avez terminé { NUMBER($share, style: "percent") } de vos { $games } dernières parties. Rien n'a changé.
refusal-min_finished_range = La part minimale de parties terminées va de 1 à 100 (en %).
