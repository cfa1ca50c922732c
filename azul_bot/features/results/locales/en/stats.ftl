## The commands of the records and ladders, and the orders a ladder is sorted by.

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
cmd-azul-stats-places = places
cmd-azul-stats-places-desc = also list your games place by place: servers, group DMs, our DMs
choice-rating = rating
choice-wins = wins
choice-win_rate = win rate
choice-average = average score
choice-best = best score

## Records: running games, finished games, replays. { $deadline } and { $date } are
## Discord's time markup, which each reader sees in their own language and time zone.

mygames-none = You have no running Azul game on this server. Start one with `/azul new`.
mygames-title = **Your running games**
mygames-yours = • { $channel } — round { $round }, your turn
mygames-yours-until = • { $channel } — round { $round }, your turn (time runs out { $deadline })
mygames-theirs = • { $channel } — round { $round }, { $name }'s turn
mygames-theirs-until = • { $channel } — round { $round }, { $name }'s turn (time runs out { $deadline })
mygames-damaged = • { $channel } — this game is damaged
history-title = **Finished games**
history-title-member = **Finished games of { $name }**
history-none = This server has no finished Azul game yet.
history-none-member = { $name } has no finished Azul game yet.
history-this-member = this member
history-game = `#{ $game }` { $date } · { $standings }
history-standing = { $name } { $score }{ $trophy }
history-unreadable = (the result cannot be read)
history-footer = Page { $page }/{ $pages } · { $total ->
    [one] 1 game
   *[other] { $total } games
} · replay one with `/azul replay`
replay-title = **Replay of game #{ $game }**
replay-round = Round { $round }: { $scores }
replay-final = Final: { $standings }

## Ladders: the leaderboard and a member's stats. A rating marked ? is provisional.

leaderboard-empty = No finished games on this server yet: finish one and it shows here.
leaderboard-title = **Azul leaderboard — by { $sort }**
leaderboard-player = { $rank }. { $name } — rating { $rating }, { $wins }/{ $games } wins ({ NUMBER($rate, style: "percent") }), average { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }, best { $best }
leaderboard-provisional = ? provisional: fewer than { $games } rated games (games against other people), so the rating can still move a lot.
leaderboard-footer = Page { $page }/{ $pages } · { $total ->
    [one] 1 player
   *[other] { $total } players
}
stats-none = { $name } has not finished an Azul game on this server yet.
stats-rank = #{ $rank }
stats-unranked = unranked
stats-title = **{ $name }** — rating { $rating } ({ $rank })
stats-title-provisional = **{ $name }** — rating { $rating } ({ $rank }, provisional: { $count ->
    [one] 1 rated game
   *[other] { $count } rated games
} so far)
stats-games = Games { $games } · wins { $wins } ({ NUMBER($rate, style: "percent") })
stats-scores = Average score { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } · best { $best }
stats-completed = Completed: { $rows ->
    [one] 1 row
   *[other] { $rows } rows
}, { $columns ->
    [one] 1 column
   *[other] { $columns } columns
}, { $colors ->
    [one] 1 color
   *[other] { $colors } colors
}
stats-everywhere = Everywhere: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins } won, in { $places ->
    [one] 1 place
   *[other] { $places } places
} (each server, group DM and DM keeps its own ladder)

## The records name the wall a game was played on (the colored wall goes without saying).
## Ratings count every wall together.

history-game-wall = `#{ $game }` { $date } · { $wall } · { $standings }
replay-title-wall = **Replay of game #{ $game }** · { $wall }
stats-walls = of them, { $walls } (ratings count every wall together)
stats-wall-grey = { $count } on the grey wall
stats-wall-crystal-1 = { $count } on the Crystal Mosaic, side 1
stats-wall-crystal-2 = { $count } on the Crystal Mosaic, side 2

## The progress picture of /azul stats: a member's rating after each rated game, their games
## per month, the share of their games they finish and the people they meet most; then the
## same told in one paragraph for screen readers. { $rating } reads 1234 (never 1,234), with ?
## while provisional; { $share } is a fraction, said as a percentage; { $change } is signed
## in progress-alt-season (+56, −12); { $date } and { $month } are already said (Mar 1, 2026;
## March 2026).

progress-rating = Rating after each rated game
progress-games = { $games ->
    [one] 1 rated game
   *[other] { $games } rated games
}
progress-season = Season { $number }
progress-months = Games per month
progress-finished = Finishes { NUMBER($share, style: "percent") } of their games
progress-rivals = Met most often
progress-record = { $wins ->
    [one] 1 win
   *[other] { $wins } wins
} · { $losses ->
    [one] 1 loss
   *[other] { $losses } losses
} · { $shared } shared
progress-empty = No rated game yet
progress-empty-hint = Only games against other people count.
progress-empty-coached = A game where a hint was asked for is not rated.
progress-empty-not-counted = This server's tournament games do not move ratings.
progress-alt-rating = { $name }: rating { $rating } after { $games ->
    [one] 1 rated game
   *[other] { $games } rated games
}.
progress-alt-up = Up { $change } since the first rated game ({ $first }); highest { $highest }.
progress-alt-down = Down { $change } since the first rated game ({ $first }); highest { $highest }.
progress-alt-level = Level with the first rated game ({ $first }); highest { $highest }.
progress-alt-season = Season { $number } (since { $date }): { $change } in { $games ->
    [one] 1 game
   *[other] { $games } games
}.
progress-alt-season-all = Every rated game is in season { $number }, which began { $date }.
progress-alt-season-none = No rated game yet in season { $number }, which began { $date }.
progress-alt-months = { $games ->
    [one] 1 game
   *[other] { $games } games
} { $months ->
    [one] this month
   *[other] in the last { $months } months
}, the most in { $month } ({ $most }).
progress-alt-months-none = No game { $months ->
    [one] this month
   *[other] in the last { $months } months
}.
progress-alt-finished = Finishes { NUMBER($share, style: "percent") } of their games.
progress-alt-rivals = Met most often: { $rivals }.
progress-alt-rival = { $name } ({ $record })
progress-alt-empty = { $name } has no rated game yet.

## /azul stats with versus: a member's record against another member. { $margin } is signed
## (+4.5, −2.0); { $date } is Discord's time markup; { $game } is the game's number, linked to
## its last message when there is one (made from versus-game-label).

versus-none = { $name } and { $other } have not finished an Azul game together on this server yet.
versus-title = **{ $name } against { $other }** — { $games ->
    [one] 1 game together
   *[other] { $games } games together
}
versus-record = Record: { $record }
versus-margin = Average margin: { $margin } points a game
versus-recent = { $games ->
    [one] Their last game:
   *[other] Their last { $games } games:
}
versus-game-label = #{ $game }
versus-game-won = • { $date } · won { $score } to { $theirs } · { $game }
versus-game-lost = • { $date } · lost { $score } to { $theirs } · { $game }
versus-game-shared = • { $date } · shared the place, { $score } to { $theirs } · { $game }
refusal-versus_self = Pick someone else for `versus`: a record is against another member.
refusal-versus_bot = { $name } is a bot and plays no Azul: pick a member for `versus`.

## Refusals of the records and ladders.

refusal-page_from_one = Pages are numbered from 1.
refusal-history_pages = The history has only { $pages ->
    [one] 1 page
   *[other] { $pages } pages
}.
refusal-leaderboard_pages = This leaderboard has only { $pages ->
    [one] 1 page
   *[other] { $pages } pages
}.
refusal-unknown_sort = Unknown sort: rank by rating, wins, win rate, average score or best score.
refusal-cannot_replay = Game #{ $game } cannot be replayed.

## /azul stats places: a person's games place by place, under "Everywhere" (their own only)
stats-place = • { $place }: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins } won
stats-place-dm = our DMs (you and me)
stats-place-group = group DM with { $names }
stats-place-group-alone = a group DM
stats-place-unnamed = a server whose name I don't know (I'm not in it)
refusal-places_yours_only = Only your own games are listed place by place: where someone plays is theirs to tell. Leave `member` empty.
