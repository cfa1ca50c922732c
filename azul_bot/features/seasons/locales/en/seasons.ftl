## Seasons: a server's ladder starts again every month or quarter, beside the all-time one.
## { $start }, { $end } and { $ends } are Discord's time markup: each reader sees the date in
## their own language and time zone. A season ends at 00:00 UTC on the first day of the next.

cmd-azul-leaderboard-season = season
cmd-azul-leaderboard-season-desc = which ladder: the current season, the previous one, a past one by number, or all time

## What the season option offers as it is typed.

season-choice-current = Current season (season { $number })
season-choice-previous = Previous season (season { $number })
season-choice-past = Season { $number }
season-choice-all = All time

## A season's ladder (/azul leaderboard season:). A rating marked ? is provisional.

season-ladder-title = **Azul ladder — season { $number }** · { $start } to { $end }
season-ladder-running = The season ends { $ends }. Each season rating began from the player's all-time rating, brought halfway back to a newcomer's.
season-ladder-over = This season is over: these are its final places.
season-ladder-empty = Nobody is ranked in season { $number } yet: a place on its ladder takes { $games } rated games (games against other people) in the season. The all-time ladder: `season:` All time.
season-ladder-footer = Page { $page }/{ $pages } · { $total ->
    [one] 1 player ranked
   *[other] { $total } players ranked
} ({ $games } rated games or more)

## A season's end, posted in the announcements channel. { $place } is a medal or a number.

season-over-title = 🏆 **Season { $number } is over!** ({ $start } to { $end })
season-over-place = { $place } **{ $name }** — rating { $rating } · { $games ->
    [one] 1 game
   *[other] { $games } games
}
season-over-place-share = { $place } **{ $name }** — rating { $rating } · { $games ->
    [one] 1 game
   *[other] { $games } games
} · finishes { NUMBER($share, style: "percent") } of their games
season-over-nobody = Nobody played the { $games } rated games a place on this season's ladder takes.
season-over-ranked = { $ranked ->
    [one] 1 player ranked
   *[other] { $ranked } players ranked
} ({ $games } rated games or more).
season-over-games = { $games ->
    [one] 1 game finished
   *[other] { $games } games finished
}, { $grey } of them on the grey wall.
season-over-games-crystal = { $games ->
    [one] 1 game finished
   *[other] { $games } games finished
}: { $grey } on the grey wall, { $crystal } on the Crystal Mosaic.
season-over-busiest = Most games: { $name } ({ $games ->
    [one] 1 game
   *[other] { $games } games
}).
season-over-next = Season { $number } has begun; it ends { $ends }.
season-over-off = Seasons are off on this server now: the all-time ladder goes on.
season-over-ladder = The whole ladder: `/azul leaderboard season:` Previous season.

## The podium picture of a season's end (short: it is read on a phone), and its description
## for screen readers.

podium-title = Season { $number } · final standings
podium-rating = rating { $rating }
podium-games = { $games ->
    [one] 1 game
   *[other] { $games } games
}
podium-alt = Podium of season { $number }: { $places }.
podium-alt-place = { $rank }. { $name }, rating { $rating }, { $games ->
    [one] 1 game
   *[other] { $games } games
}

## Refusals of the season option.

refusal-unknown_season = I don't know the season “{ $typed }”: choose one that the option offers (the current season, the previous one, a past one by its number, or all time).
refusal-no_seasons = This server has had no season yet: the first begins when a game finishes while seasons are on (`/azul settings season:`). The all-time ladder is there already.
refusal-no_current_season = No season is running on this server: seasons are off. The last one was season { $latest }.
refusal-no_previous_season = This is the server's first season: there is no previous one yet.
refusal-no_such_season = There is no season { $number } on this server: its seasons go from 1 to { $latest }.
refusal-season_by_rating = A season's ladder is ranked by rating only; the other orders are those of the all-time ladder (`season:` All time).
season-ladder-finished = { $line }, finishes { NUMBER($share, style: "percent") } of their games

## The seasons' setting (/azul settings season:): how long a season runs.

settings-season = • Seasons: { $period }, each with its own ladder
settings-season-off = • Seasons: off (one all-time ladder)
cmd-azul-settings-season = season
cmd-azul-settings-season-desc = how long a season of the ladder runs
choice-monthly = monthly
choice-quarterly = quarterly
choice-off = off
refusal-bad_season = Seasons can be monthly, quarterly or off.
