## The daily digest (/azul notify digest): one direct message a day listing the games waiting
## on a player, across servers. { $link } leads to a game's channel; { $deadline } and
## { $next } are Discord's time markup, which each reader sees in their language and zone;
## { $time } is the time of day they chose (18:00) and { $zone } its time zone (Europe/Paris).

cmd-azul-notify = notify
cmd-azul-notify-desc = How you're told of your turns: a direct message each turn, one a day, or a ping
cmd-azul-notify-turns = turns
cmd-azul-notify-turns-desc = A direct message on each of your turns (or none)
cmd-azul-notify-turns-on = on
cmd-azul-notify-turns-on-desc = True: a direct message on your turn; False: a ping in the channel
cmd-azul-notify-digest = digest
cmd-azul-notify-digest-desc = One direct message a day, at the time you choose: the games waiting on you
cmd-azul-notify-digest-at = at
cmd-azul-notify-digest-at-desc = the time of day it comes, e.g. 18:00, 18h or 6pm
cmd-azul-notify-digest-timezone = timezone
cmd-azul-notify-digest-timezone-desc = your time zone, e.g. Europe/Paris (empty: the one you chose last time)
cmd-azul-notify-off = off
cmd-azul-notify-off-desc = No direct messages: a ping in the channel on your turn (reminders too)

reply-digest-on = 📬 Your daily digest is on: every day at { $time } ({ $zone }), one direct message listing the games waiting on you in every server; the next one comes { $next }. Your turns no longer ping you, but a reminder still reaches you by direct message when your time is running out. (The message I just sent you arrived.)
reply-digest-dm-closed = I saved your daily digest ({ $time }, { $zone }), but I couldn't send you a direct message: Discord says you don't accept them from me (your privacy settings for this server). Until you allow them and run `/azul notify digest` again, I'll ping you in the game's channel on your turn.
reply-digest-dm-failed = Saved: your daily digest comes every day at { $time } ({ $zone }), the next one { $next }. But my direct message didn't get through just now (Discord had a hiccup); run `/azul notify digest` again in a moment to check.
reply-digest-turns-off = Your direct message on each turn is off now: the digest replaces it.
reply-notify-digest-off = Your daily digest is off now.

dm-digest-check = 📬 This is where your daily Azul digest will come: once a day, the games waiting on you.
digest-title = 📬 { $count ->
    [one] One game of Azul is waiting on you:
   *[other] { $count } games of Azul are waiting on you:
}
digest-game = • { $link } against { $opponents } · no time limit
digest-game-deadline = • { $link } against { $opponents } · your time runs out { $deadline }
digest-more = { $count ->
    [one] …and one more.
   *[other] …and { $count } more.
}
digest-footer = One message a day, at the time you chose: `/azul notify` changes it.
turn-in-digest = { $name }'s turn (told in their daily digest).

refusal-bad_digest_time = I can't read the time “{ $typed }”: type a time of day like `18:00`, `18h` or `6pm`.
refusal-bad_timezone = I don't know the time zone “{ $typed }”: pick one from the list, like `Europe/Paris` or `America/New_York`.
refusal-timezone_needed = Tell me your time zone too (the `timezone` option, like `Europe/Paris`): your digest comes at that time of day there.

## /azul notify: a direct message on your turn, or a ping in the game's channel.

reply-notify-on = I'll send you a direct message when it's your turn: the one I just sent you arrived.
reply-notify-off = No more direct messages: you'll be pinged in the game's channel.

## Direct messages that may not arrive: /azul notify sends one at once and says whether it did.

dm-notify-check = 🔔 This is where I'll tell you when it's your turn in Azul.
reply-notify-dm-closed = I couldn't send you a direct message: Discord says you don't accept them from me (your privacy settings for this server). Until you allow them and run `/azul notify turns on:True` again, I'll ping you in the game's channel on your turn.
reply-notify-dm-failed = Saved, but my direct message didn't get through just now (Discord had a hiccup). Run `/azul notify turns on:True` again in a moment to check; until one arrives, your turns may ping you in the channel instead.
