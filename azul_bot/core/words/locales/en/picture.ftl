## The table picture: every word the image draws. Short, as they share a band of the
## picture with names and numbers; each { $value } is filled in as the picture is drawn.

image-turn = Round { $round }  ·  { $name } to play
image-tiling = Round { $round } · wall tiling: { $names }
image-winner = Game over · { $name } wins
image-shared-victory = Game over · shared victory: { $names }
image-stock = bag { $bag }  ·  lid { $lid }
image-player = Player { $number }
image-final-scores = Final scores
image-column-wall = wall
image-column-rows = rows
image-column-columns = cols
image-column-colors = colors
image-column-total = total
image-standing = { $rank }. { $name }
# The variant played, written under the last move (the classic and the grey wall need none).
image-variant-crystal-1 = Crystal Mosaic, side 1
image-variant-crystal-2 = Crystal Mosaic, side 2
# A reviewed move's picture after a game: the tag of the move played and that of the
# better move, each beside the move in notation above the table, in the style of its marks.

## The move notation: the letters the table picture draws for the colors (its legend), the
## center (its badge) and the floor (beside the floor line), which players may type in
## /azul play. Written as the picture draws them; typed in either case. Each language has
## its own, and the letters of every language are read whatever the reader's language (a
## channel's picture is in the server's, and the English help is copied everywhere), so a
## letter never means two things in one option across the languages: a test checks.

letter-blue = b
letter-yellow = y
letter-red = r
letter-black = k
letter-white = w
letter-center = C
letter-floor = F

## The table in plain text (the picture's description, for screen readers).

table-status = Round { $round } · { $name } to play · bag { $bag } · lid { $lid }.
table-status-over = Game over after round { $round } · bag { $bag } · lid { $lid }.
table-factories = Factories: { $list }.
table-factories-empty = Factories: all empty.
table-factory = { $number }: { $tiles }
table-center = Center: { $tiles }.
table-center-marker = Center: { $tiles }, { -marker }.
table-center-only-marker = Center: { -marker }.
clauses = { $first }; { $second }
table-player = { $name }: { $score ->
    [one] { $score } point
   *[other] { $score } points
}; { $lines }; wall: { $wall ->
    [one] { $wall } tile
   *[other] { $wall } tiles
}; { $floor }.
table-lines-empty = lines empty
table-line = line { $number }: { $count }/{ $number } { $color }
table-floor-empty = floor empty
table-floor = floor { $count } (−{ $points })
