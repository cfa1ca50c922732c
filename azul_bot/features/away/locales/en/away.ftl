## Time away (/azul away, /azul back): a person's clock stops in their games on the server,
## within an allowance of days each season. { $until }, { $deadline } and { $refills } are
## Discord's time markup (<t:1700000000:R>), which each reader sees as "in 3 days".

cmd-azul-away = away
cmd-azul-away-desc = Away for a few days: your turns wait for you, without reminders or pings
cmd-azul-away-days = days
cmd-azul-away-days-desc = how many days, 1 to 30 (taken from this season's time away)
cmd-azul-back = back
cmd-azul-back-desc = Back before your time away ends: your clock runs again

## The answers, to the person alone.

reply-away = 💤 You are away until { $until }. In your games on this server your turn waits for you: no reminder, no ping, no computer stand-in, and the time it had left is yours again when you are back. `/azul back` ends it sooner.
reply-away-longer = 💤 Your time away now ends { $until } (the days you had not used went back first). `/azul back` ends it sooner.
reply-away-paused = { $count ->
    [one] Your clock stopped in 1 game where it was your turn.
   *[other] Your clock stopped in { $count } games where it was your turn.
}
reply-back = 👋 Welcome back: your clock runs again.
reply-back-given = { $days ->
    [one] 1 day you did not use went back to your time away.
   *[other] { $days } days you did not use went back to your time away.
}
reply-back-waiting = { $count ->
    [one] It is your turn in 1 game (`/azul mygames`).
   *[other] It is your turn in { $count } games (`/azul mygames`).
}
away-left = Time away left this season: { $left ->
    [one] 1 day
   *[other] { $left } days
} of { $allowance } (it starts again { $refills }).
away-until = 💤 Away until { $until }.

## Refusals.

refusal-away_days_asked = Time away is 1 to { $most } days at a time.
refusal-away_not_allowed = This server allows no time away (its admins can change that with `/azul settings away_days:`).
refusal-away_allowance_left = You can't go away for { $asked ->
    [one] 1 day
   *[other] { $asked } days
}: only { $left ->
    [one] 1 day
   *[other] { $left } days
} of time away are left this season (of { $allowance }). It starts again { $refills }.
refusal-not_away = You are not away, so there is nothing to come back from. `/azul away` stops your clock for a few days.

## In the channel, in the server's language; nobody is pinged.

turn-away = 💤 { $name } is away until { $until }: their turn waits for them.
placing-away = { $name } (away until { $until })
lobby-seat-away = { $seat } · 💤 away until { $until }
away-note = 💤 { $name } is away until { $until }: their turn waits for them, their clock stopped.
back-note = 👋 { $name } is back: their turn goes on.
back-note-deadline = 👋 { $name } is back: their turn goes on, and its time runs out { $deadline }.
mygames-yours-away = • { $channel } — round { $round }, your turn, waiting while you are away (back { $back })
mygames-theirs-away = • { $channel } — round { $round }, { $name }'s turn, who is away (back { $back })

## Time away's setting (/azul settings away_days:): the days each person has per season.

settings-away-days = • Time away: { $days ->
    [one] { $days } day
   *[other] { $days } days
} per person each season
cmd-azul-settings-away_days = away_days
cmd-azul-settings-away_days-desc = days of time away each person may take per season
refusal-away_days_range = Time away per season can be 0 to { $most } days.
