## Slash commands: names (lowercase, no spaces, at most 32 characters) and descriptions
## (at most 100 characters). Names are what a player types; the English ones are the code's.

cmd-azul = azul
cmd-azul-desc = Play Azul, the tile-laying game
cmd-azul-hint = hint
cmd-azul-hint-desc = The coach's three best moves for you (only to you)
cmd-azul-confirm = confirm
cmd-azul-confirm-desc = A Confirm button after you pick a line, or the line plays at once
cmd-azul-confirm-on = on
cmd-azul-confirm-on-desc = True: Confirm after the line; False: the line button plays your move
cmd-azul-settings = settings
cmd-azul-settings-desc = This server's Azul rules (Manage Server to change)
cmd-azul-settings-time_limit = time_limit
cmd-azul-settings-time_limit-desc = time per turn, e.g. 12h, 2d, or off
cmd-azul-settings-reminder = reminder
cmd-azul-settings-reminder-desc = when to remind the player, e.g. 4h, or off
cmd-azul-settings-at_limit = at_limit
cmd-azul-settings-at_limit-desc = what happens when time runs out
cmd-azul-settings-stand_in = stand_in
cmd-azul-settings-stand_in-desc = the computer that stands in for a player who left or ran out of time
cmd-azul-settings-threads = threads
cmd-azul-settings-threads-desc = open new games in a thread of their own
cmd-azul-settings-hints = hints
cmd-azul-settings-hints-desc = allow /azul hint
cmd-azul-settings-language = language
cmd-azul-settings-language-desc = the language of the game's messages in this server's channels
cmd-azul-settings-season = season
cmd-azul-settings-season-desc = how long a season of the ladder runs
cmd-azul-settings-announcements = announcements
cmd-azul-settings-announcements-desc = the channel where the bot posts a season's final standings
cmd-azul-settings-away_days = away_days
cmd-azul-settings-away_days-desc = days of time away each person may take per season
cmd-azul-settings-organizers = organizers
cmd-azul-settings-organizers-desc = a role whose members may run tournaments, besides those who manage the server
cmd-azul-settings-reset = reset
cmd-azul-settings-reset-desc = take a setting back to none: the announcements channel or the organizers' role
choice-monthly = monthly
choice-quarterly = quarterly
choice-off = off
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
choice-announcements = the announcements channel
choice-organizers = the organizers' role
choice-turn = a computer stand-in plays that turn
choice-seat = a computer takes the seat for good

## The server's language (/azul settings language): each language is named in its own.

choice-auto = the server's language (Discord)
choice-en = English
choice-fr = Français
choice-nl = Nederlands
