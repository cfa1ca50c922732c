## /azul check: the bot's own setup in this server, for those who manage it.
## { $oldest } and { $next } are Discord's time markup (<t:1700000000:R>): "3 hours ago".

cmd-azul-check = check
cmd-azul-check-desc = The bot's setup in this server: its permissions, its waiting posts (Manage Server)

check-title = **Setup check** · Azul bot { $version }
check-place-channel = **This channel** ({ $channel }), where games are played:
check-place-thread = **This thread** ({ $channel }), where games are played:
check-place-opens_threads = **Threads of this channel**: new games open one here (the server's `threads` setting):
check-place-announcements = **The announcements channel** ({ $channel }), for a season's final standings:
check-place-no_announcements = **No announcements channel** is set: a season's final standings are posted nowhere (`/azul settings announcements:`).
check-place-announcements_gone = **The announcements channel** is gone or I cannot see it: set another with `/azul settings announcements:`, or take it away with `/azul settings reset:`.
check-work = **Waiting in this server:**
check-no-posts-waiting = No post waiting: every move and announcement is out.
check-posts-waiting = { $count ->
    [one] 1 post waiting
   *[other] { $count } posts waiting
}, the oldest since { $oldest }.
check-posts-retried = { $count ->
    [one] 1 of them was tried again after an error
   *[other] { $count } of them were tried again after an error
}: I keep trying; check that I may post in their channels.
check-no-timers = No timer set (no turn is timed here now).
check-timers = { $count ->
    [one] 1 timer
   *[other] { $count } timers
} (reminders, time limits, the club's), the next { $next }.
check-timers-late = { $count ->
    [one] 1 timer is
   *[other] { $count } timers are
} over a minute late: the bot may be stuck or its database down; its logs say why.
check-all-good = Everything I need is here.

refusal-manage_server_to_check = The setup check is for those who manage the server (the Manage Server permission).
