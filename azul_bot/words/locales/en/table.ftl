## At the table, at the moment it matters: the round, the time left, the last round, ratings.

turn-round = Round { $round }.
turn-round-deadline = Round { $round } · the turn's time runs out { $deadline }.
turn-last-round = ⚠️ **Last round**: a wall row will be complete when this round ends, and the game ends with it.
rating-change = { $direction ->
        [up] 📈
        [down] 📉
       *[same] ➖
    } { $name }: rating { $before } → { $after } ({ $change })
dm-turn-round = It's your turn in Azul (round { $round }): { $link }
dm-turn-round-deadline = It's your turn in Azul (round { $round }); your time runs out { $deadline }: { $link }

## /azul moves: the moves so far, told by the narrator.

cmd-azul-moves = moves
cmd-azul-moves-desc = List the moves of this channel's game so far (only you see it)
cmd-azul-moves-page = page
cmd-azul-moves-page-desc = which page (the latest by default)
moves-title = **Moves so far** (page { $page } of { $pages })
moves-none = No move has been played in this game yet.
moves-move = **{ $number }.** { $story }

## A new game without a thread of its own.

reply-lobby-opened-no-thread = Lobby opened here: I can't open a thread in this channel (I need the Create Public Threads permission in a text channel), so the game is played in this channel.
