## Slash commands: names (lowercase, no spaces, at most 32 characters) and descriptions
## (at most 100 characters). Names are what a player types; the English ones are the code's.

cmd-azul = azul
cmd-azul-desc = Play Azul, the tile-laying game

## Choices offered in the command options (the values sent stay the same in every language).

choice-beginner = beginner
choice-easy = easy
choice-normal = normal
choice-hard = hard
choice-classic = colored wall
choice-grey = grey wall
choice-crystal-1 = Crystal Mosaic, side 1
choice-crystal-2 = Crystal Mosaic, side 2
