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
cmd-azul-mygames = mygames
cmd-azul-mygames-desc = Your running games on this server (only to you)
cmd-azul-history = history
cmd-azul-history-desc = Finished games of this server (only to you)
cmd-azul-history-member = member
cmd-azul-history-member-desc = only the games of this member
cmd-azul-history-page = page
cmd-azul-history-page-desc = page number, from 1
cmd-azul-replay = replay
cmd-azul-replay-desc = Replay a finished game: scores and an animation
cmd-azul-replay-game = game
cmd-azul-replay-game-desc = the game's number, as /azul history shows it (#12)
cmd-azul-leaderboard = leaderboard
cmd-azul-leaderboard-desc = The best Azul players of this server
cmd-azul-leaderboard-sort = sort
cmd-azul-leaderboard-sort-desc = what to rank by
cmd-azul-leaderboard-page = page
cmd-azul-leaderboard-page-desc = page number, from 1
cmd-azul-stats = stats
cmd-azul-stats-desc = Azul statistics of a member (yours by default)
cmd-azul-stats-member = member
cmd-azul-stats-member-desc = whose statistics (yours if left empty)
cmd-azul-stats-versus = versus
cmd-azul-stats-versus-desc = their record against this member instead: wins, losses, margin, last games

## Choices offered in the command options (the values sent stay the same in every language).

choice-beginner = beginner
choice-easy = easy
choice-normal = normal
choice-hard = hard
choice-classic = colored wall
choice-grey = grey wall
choice-crystal-1 = Crystal Mosaic, side 1
choice-crystal-2 = Crystal Mosaic, side 2
choice-rating = rating
choice-wins = wins
choice-win_rate = win rate
choice-average = average score
choice-best = best score
