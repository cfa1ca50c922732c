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

## The records name the wall a game was played on (the colored wall goes without saying).
## Ratings count both walls together.

history-game-wall = `#{ $game }` { $date } · { $wall } · { $standings }
replay-title-wall = **Replay of game #{ $game }** · { $wall }
stats-walls = { $count ->
    [one] 1 of them on the grey wall
   *[other] { $count } of them on the grey wall
} (ratings count both walls)
