## The game's terms, one word per thing.

-marker = first-player marker

## Colors, the center and the floor, as shown and as typed: a typed value may be the word
## of any language (rouge, rood and red) or its letter of the move notation (r).

color-blue = blue
color-yellow = yellow
color-red = red
color-black = black
color-white = white
word-center = center
word-floor = floor

## Naming the pieces.

source-factory = factory { $number }
source-center = the center
line-pattern = line { $number }
line-floor = the floor
color-tiles = { $color ->
    [blue] { $count } blue
    [yellow] { $count } yellow
    [red] { $count } red
    [black] { $count } black
   *[white] { $count } white
}
list-nothing = nothing
list-and = { $first } and { $second }

## A person whose display name has nothing to show (blank, or only invisible characters).

name-nameless = Player
