## Tournaments (/azul tournament): a sign-up, rounds of games the bot pairs and opens, each in a
## thread of its own, the standings after each round and at the end. A tournament's round is
## a "round"; a game's own rounds are said elsewhere. { $until } is Discord's time markup.

cmd-azul-tournament = tournament
cmd-azul-tournament-desc = Tournaments on this server: sign-up, rounds, standings
cmd-azul-tournament-new = new
cmd-azul-tournament-new-desc = Open a tournament's sign-up in this channel (Manage Server or the organizers' role)
cmd-azul-tournament-new-name = name
cmd-azul-tournament-new-name-desc = the tournament's name
cmd-azul-tournament-new-format = format
cmd-azul-tournament-new-format-desc = Swiss (players of like points meet) or round robin (everyone meets everyone)
cmd-azul-tournament-new-rounds = rounds
cmd-azul-tournament-new-rounds-desc = Swiss rounds (default: enough for one player alone on top, plus one)
cmd-azul-tournament-new-table = table
cmd-azul-tournament-new-table-desc = players per table: 2, 3 or 4 (a round robin is played at tables of 2)
cmd-azul-tournament-new-wall = wall
cmd-azul-tournament-new-wall-desc = the colored wall, or the grey one where you choose the column of each tile
cmd-azul-tournament-new-time_limit = time_limit
cmd-azul-tournament-new-time_limit-desc = time per turn in its games, e.g. 12h, 2d, or off (default: the server's)
cmd-azul-tournament-new-signup_until = signup_until
cmd-azul-tournament-new-signup_until-desc = how long the sign-up stays open, e.g. 2d (default: until you start it)
cmd-azul-tournament-new-min_finished = min_finished
cmd-azul-tournament-new-min_finished-desc = only players who finished at least this share of their games (in %) may join
cmd-azul-tournament-new-rated = rated
cmd-azul-tournament-new-rated-desc = whether its games count for the server's ratings (default: yes)
cmd-azul-tournament-join = join
cmd-azul-tournament-join-desc = Enter a tournament's sign-up, or say you're still in a running one
cmd-azul-tournament-join-tournament = tournament
cmd-azul-tournament-join-tournament-desc = which tournament (if the server runs several)
cmd-azul-tournament-leave = leave
cmd-azul-tournament-leave-desc = Leave a tournament (your game in progress is resigned)
cmd-azul-tournament-leave-tournament = tournament
cmd-azul-tournament-leave-tournament-desc = which tournament (if you are in several)
cmd-azul-tournament-start = start
cmd-azul-tournament-start-desc = Close the sign-up and play round 1 (the organizer)
cmd-azul-tournament-start-tournament = tournament
cmd-azul-tournament-start-tournament-desc = which tournament (if the server runs several)
cmd-azul-tournament-remove = remove
cmd-azul-tournament-remove-desc = Take a player out of a tournament (the organizer)
cmd-azul-tournament-remove-player = player
cmd-azul-tournament-remove-player-desc = who no longer plays
cmd-azul-tournament-remove-tournament = tournament
cmd-azul-tournament-remove-tournament-desc = which tournament (if the server runs several)
cmd-azul-tournament-cancel = cancel
cmd-azul-tournament-cancel-desc = Call a tournament off: no round opens any more (the organizer)
cmd-azul-tournament-cancel-tournament = tournament
cmd-azul-tournament-cancel-tournament-desc = which tournament (if the server runs several)
cmd-azul-tournament-standings = standings
cmd-azul-tournament-standings-desc = A tournament's standings now (only for you)
cmd-azul-tournament-standings-tournament = tournament
cmd-azul-tournament-standings-tournament-desc = which tournament (if the server runs several)
cmd-azul-tournament-rules = rules
cmd-azul-tournament-rules-desc = How tournaments are paired and ranked
choice-swiss = Swiss
choice-round_robin = round robin

## A tournament's rules, in one line under its name.

tournament-rounds = { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
tournament-rounds-at-start = rounds fixed at the start
tournament-tables-of = tables of { $size }
tournament-time-limit = { $limit } a turn
tournament-no-time-limit = no time limit
tournament-min-finished = for players who finish { NUMBER($share, style: "percent") } of their games
tournament-rated = rated
tournament-unrated = not rated
tournament-figure = { NUMBER($value, maximumFractionDigits: 2) }

## The sign-up message, with its buttons (its names pinged by nobody).

tournament-signup-title = 🏆 **{ $name }** — sign-up
tournament-signup-organizer = Organizer: { $organizer }
tournament-signup-open = Join with the button below; the organizer starts it (at least { $least } players).
tournament-signup-until = Join with the button below; the sign-up closes { $until } (at least { $least } players), or when the organizer starts it.
tournament-signup-closed = { $status ->
    [running] The sign-up is closed: the tournament is under way (`/azul tournament standings`).
    [finished] The sign-up is closed: the tournament is over.
   *[cancelled] The tournament was called off.
}
tournament-signup-count = { $count ->
    [0] Nobody has joined yet.
    [one] 1 player:
   *[other] { $count } players:
}
button-tournament-join = Join
button-tournament-leave = Leave
button-tournament-start = Start
tournament-too-few = { $organizer }, the sign-up of **{ $name }** has ended with { $entrants ->
    [one] 1 player
   *[other] { $entrants } players
}, and it needs { $least }: it stays open. Start it with its Start button once there are enough.
tournament-cancelled = **{ $name }** was called off by its organizer { $after ->
    [0] before its first round.
    [one] after 1 round.
   *[other] after { $after } rounds.
}

## A table's opening in the tournament's channel, and the name of its thread.

tournament-table = 🎲 **{ $name }** — round { $round } of { $rounds }, table { $table }: { $players }. Your game is in the thread of this message.
tournament-thread-name = Round { $round } · Table { $table }

## The standings, posted after each round and at the end. { $place } is a medal or a number;
## { $record } is wins-shared wins-losses at tables of 2, or the games finished 1st/2nd/3rd(/4th).

tournament-standings-start = 🏆 **{ $name }** — standings before the first round
tournament-standings-title = 🏆 **{ $name }** — standings after round { $round } of { $rounds }
tournament-standings-during = 🏆 **{ $name }** — standings during round { $round } of { $rounds }
tournament-final-title = 🏆 **{ $name }** is over! Final standings
tournament-line = { $place } **{ $name }** — { $points } pts · Buchholz { $buchholz } · { $record }
tournament-line-playing = { $count ->
    [one] 1 game in progress
   *[other] { $count } games in progress
}
tournament-line-bye = bye this round
tournament-line-dropped = dropped
tournament-more = … and { $count } more (all in the picture).
tournament-next = Round { $round } is paired: { $tables ->
    [one] 1 table, in its thread below.
   *[other] { $tables } tables, each in its thread below.
}
tournament-byes = { $count ->
    [one] Sitting this round out (a bye, scored as a win): { $names }.
   *[other] Sitting this round out (byes, scored as wins): { $names }.
}
tournament-counted = Its games counted for the server's ratings.
tournament-not-counted = Its games did not count for the ratings.
tournament-tie-breaks = Ties are broken by Buchholz, then total score, then rating (`/azul tournament rules`).

## The standings picture (short: it is read on a phone).

standings-title = { $name } · round { $round } of { $rounds }
standings-title-final = { $name } · final standings
standings-rank = Rank
standings-player = Player
standings-points = Pts
standings-buchholz = Buchholz
standings-record = Record
standings-playing = In progress
standings-bye = bye
standings-dropped = dropped
standings-more = … and { $count } more
standings-unnamed = Player { $number }
standings-decimal-mark = .

## /azul tournament rules (docs/tournaments.md says the same).

tournament-rules-title = **Azul tournaments**
tournament-rules-signup = **Sign-up.** Someone who manages the server (or holds the organizers' role of `/azul settings`) opens one with `/azul tournament new`; players join with the button under its message. It starts when the organizer presses Start, or when its sign-up time ends with enough players (a full table at least); with too few, the organizer is told and it stays open. A server may run several at once, and a player may be in several.
tournament-rules-swiss = **Swiss.** Each round, players with the same points meet, as far as they can without meeting anyone twice; with an odd count at tables of 2, the lowest-ranked player who has not had one gets a bye. At tables of 3 or 4, neighbours in the ranking share a table, and some tables seat one fewer when the count does not divide.
tournament-rules-round-robin = **Round robin.** Everyone meets everyone once, at tables of 2; with an odd count, each player sits one round out.
tournament-rules-rounds = **Rounds.** All the games of a round open at once, each in its own thread, ordinary games with a time limit and stand-ins but no hints. When the round's last game ends, the standings are posted and the next round is paired and opened by itself. A Swiss plays ⌈log2 n⌉ + 1 rounds unless the organizer chose.
tournament-rules-points = **Points.** A win is 1 point, a bye too; at a table of 2 a loss is 0 and a shared win ½ each. At a table of 3: 1, ½, 0; of 4: 1, ⅔, ⅓, 0. Players who share a place share its points.
tournament-rules-tie-breaks = **Ties** are broken by Buchholz (the points of the opponents met, averaged per game at tables of 3 and 4), then the total Azul score, then the rating.
tournament-rules-drops = **Leaving.** `/azul tournament leave` takes you out: your game in progress is resigned (a computer plays it on) and your games so far still count. The organizer may remove a player with `/azul tournament remove`.
tournament-rules-stand-in = **Vanished players.** A player whose whole game a stand-in played is not paired in the next rounds, unless they say they are still in with `/azul tournament join` before the next round is paired (after it, they are back from the round after).
tournament-rules-end = **The end.** After the last round the final standings are posted with a podium, and whether the games counted for the server's ratings (a choice of the tournament, rated by default). `/azul tournament standings` shows them to you at any time.

## Answers to /azul tournament and its buttons (only for whoever asked).

reply-tournament-created = **{ $name }** is open for sign-up in this channel: players join with the button under its message. Start it with its Start button or `/azul tournament start`.
reply-tournament-joined = You're in **{ $name }** ({ $count ->
    [one] 1 player so far
   *[other] { $count } players so far
}).
reply-tournament-back = You're still in **{ $name }**: you'll be paired in the next round.
reply-tournament-withdrew = You left the sign-up of **{ $name }**.
reply-tournament-left = You left **{ $name }**: your game in progress is resigned (a computer plays it on), and your games so far still count.
reply-tournament-started = **{ $name }** has started with { $count } players: round 1 is being paired.
reply-tournament-removed = { $player } no longer plays in **{ $name }**.
reply-tournament-cancelled = **{ $name }** is called off: no round opens any more.
tournament-choice = { $name } ({ $status ->
    [signup] sign-up
    [running] under way
    [finished] over
   *[cancelled] called off
})

## Refusals (refusal-<code>). Names are made safe for Discord already.

refusal-organizers_only = Only members who may manage the server, or hold the organizers' role of `/azul settings`, may run a tournament.
refusal-not_organizer = Only the organizer of **{ $name }**, or someone who may manage the server, may do that.
refusal-no_tournament = There is no such tournament on this server: `/azul tournament new` opens one.
refusal-which_tournament = This server runs { $count } tournaments: choose one with the `tournament:` option.
refusal-tournament_name = A tournament's name has 1 to { $most } characters.
refusal-tournament_rounds = A Swiss has 1 to { $most } rounds.
refusal-round_robin_tables = A round robin is played at tables of 2.
refusal-round_robin_rounds = A round robin's rounds are its own (everyone meets everyone): leave `rounds:` out.
refusal-signup_range = The sign-up stays open 5 minutes to 30 days, or `off` (until the organizer starts it).
refusal-signup_closed = The sign-up of **{ $name }** is closed.
refusal-already_entered = You're in **{ $name }** already.
refusal-not_entered = { $who ->
    [you] You're not in **{ $name }**.
   *[player] That player is not in **{ $name }**.
}
refusal-too_few_entrants = { $entrants ->
    [one] 1 player has joined
   *[other] { $entrants } players have joined
}; a start takes at least { $least }.
refusal-tournament_not_running = **{ $name }** is not under way.
refusal-already_dropped = { $who ->
    [you] You have left **{ $name }** already.
   *[player] That player has left **{ $name }** already.
}
refusal-cannot_return = You left **{ $name }** (or were removed): you cannot come back.
refusal-tournament_min_finished = This tournament asks for players who finished at least { NUMBER($least, style: "percent") } of their games; you finished { NUMBER($share, style: "percent") } of your last { $games }. Nothing was changed.

## The tournaments' setting (/azul settings organizers:): the role whose members run them.

settings-organizers = • Tournaments: run by those who manage the server and by { $role }
settings-organizers-none = • Tournaments: run by those who manage the server (name a role with `organizers:`)
cmd-azul-settings-organizers = organizers
cmd-azul-settings-organizers-desc = a role whose members may run tournaments, besides those who manage the server
choice-organizers = the organizers' role
