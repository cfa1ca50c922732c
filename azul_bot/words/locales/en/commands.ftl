## Slash commands: names (lowercase, no spaces, at most 32 characters) and descriptions
## (at most 100 characters). Names are what a player types; the English ones are the code's.

cmd-azul = azul
cmd-azul-desc = Play Azul, the tile-laying game
cmd-azul-hint = hint
cmd-azul-hint-desc = The coach's three best moves for you (only to you)
cmd-azul-play = play
cmd-azul-play-desc = Take tiles: source, color, and the line to put them on
cmd-azul-play-source = source
cmd-azul-play-source-desc = center ({ letter-center }), or a factory number as drawn on the table
cmd-azul-play-color = color
cmd-azul-play-color-desc = blue, yellow, red, black or white (or { letter-blue }, { letter-yellow }, { letter-red }, { letter-black }, { letter-white }, as on the picture)
cmd-azul-play-line = line
cmd-azul-play-line-desc = pattern line 1 to 5, or floor ({ letter-floor })
cmd-azul-board = board
cmd-azul-board-desc = Show the current table (only to you)
cmd-azul-moves = moves
cmd-azul-moves-desc = List the moves of this channel's game so far (only you see it)
cmd-azul-moves-page = page
cmd-azul-moves-page-desc = which page (the latest by default)
cmd-azul-rules = rules
cmd-azul-rules-desc = A short summary of the rules of Azul
cmd-azul-rules-variant = variant
cmd-azul-rules-variant-desc = the base game (by default), or a side of the Crystal Mosaic with its own numbers

## Choices offered in the command options (the values sent stay the same in every language).

choice-beginner = beginner
choice-easy = easy
choice-normal = normal
choice-hard = hard
choice-classic = colored wall
choice-grey = grey wall
choice-crystal-1 = Crystal Mosaic, side 1
choice-crystal-2 = Crystal Mosaic, side 2
