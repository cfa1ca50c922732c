## De tafel is veranderd: een knop, menu of wijziging voor een beurt (of een versie van het
## spel) die voorbij is, en waar het spel nu is.

refusal-old_turn = De tafel is veranderd sinds dat bericht; gebruik het nieuwste.
refusal-other_game = Die knop hoort bij een spel dat voorbij is; de tafel is intussen veranderd.
refusal-game_already_over = Dat spel is al voorbij.
refusal-table_moved_on = De tafel is intussen veranderd; er is niets gespeeld.
refusal-game_changed = Het spel is intussen veranderd; probeer het opnieuw.
