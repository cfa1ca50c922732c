## A move, told in the channel.

move-took = { $name } took { $tiles } from { $source }
move-took-marker = { $name } took { $tiles } and the { -marker } from the center
move-to-line = → { $line }
move-to-floor = → the floor
move-overflow = { $count } to the floor
move-to-lid = { $count } to the lid (floor full)
move-to-full-floor = → the floor, which is full: { $count ->
    [one] it goes
   *[other] they all go
} to the lid
move-marker-no-slot = the { -marker } takes no slot (floor full)
move-slid = { $tiles } to the center

## The end of a round.

round-tiling = **End of round { $round }: wall tiling**
round-placed = { $tile } on row { $row } +{ $points }
round-placed-why = { $tile } on row { $row } +{ $points } ({ $why })
round-runs-across = { $h } across
round-runs-down = { $v } down
round-runs-both = { $h } across + { $v } down
# A printed cell's multiplier: the points once, their product as the reason ("+6 (3 × 2: 3 across)").
round-times = { $base } × { $times }
round-times-runs = { $base } × { $times }: { $runs }
round-floor = floor −{ $points }
round-nothing = nothing placed
round-player = • { $name }: { $parts } → now { $score ->
    [one] { $score } point
   *[other] { $score } points
}
round-begins = **Round { $round }** begins; { $name } starts.
bag-refilled = The bag ran out and was refilled with { $count } tiles from the lid.

## The end of the game.

result-title = **Game over — final scores**
result-player = { $rank }. { $name } — **{ $score }**{ $trophy } ({ $parts })
result-during = { $points } during the game
result-rows = { $count ->
    [one] 1 row +{ $points }
   *[other] { $count } rows +{ $points }
}
result-columns = { $count ->
    [one] 1 column +{ $points }
   *[other] { $count } columns +{ $points }
}
result-colors = { $count ->
    [one] 1 color +{ $points }
   *[other] { $count } colors +{ $points }
}
result-winner = { $name } wins!
result-tie-break = { $name } wins the tie-break with more complete rows.
result-shared = Shared victory: { $names } tie on points and on complete rows.

## /azul moves: the moves so far, told by the narrator.

moves-title = **Moves so far** (page { $page } of { $pages })
moves-none = No move has been played in this game yet.
moves-move = **{ $number }.** { $story }
