## Une durée (le temps par tour, un rappel, un tour typique).

duration-off = désactivé
duration-d = { $count } j
duration-h = { $count } h
duration-m = { $count } min
duration-s = { $count } s
