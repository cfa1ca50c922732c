## Refusals: why a request changed nothing (refusal-<code>, one per code of the host).
## { $typed } is what was typed; names are already safe for Discord.

refusal-no_game = There is no Azul game in this channel. Start one with `/azul new`.
refusal-not_started = The game here has not started yet: the host starts it with `/azul start`.
refusal-already_started = The game here has already started; seats can't change now.
refusal-damaged_game = The stored game here is damaged and was closed; please start a new one.
refusal-unknown_level = Computer players are beginner, easy, normal or hard.
refusal-host_or_manager_only_abort = Only the host or a member with the Manage Channels permission can abort the game.
refusal-not_your_turn = It's { $name }'s turn, not yours: you'll be told when yours comes.
refusal-computer_turn = A computer is playing this turn, not you: you'll be told when yours comes.
refusal-not_playing = You're not playing in this game; you can watch it with `/azul board`.
refusal-seat_taken_over = A computer plays your seat for the rest of this game (you left it, or your time ran out); you can watch it with `/azul board`.
refusal-not_offered = That choice is not on the table right now; nothing was changed.
refusal-illegal_move = { $reason ->
    [game_over] The game is already over.
    [unknown_source] There is no factory { $factory } at this table: it has factories 1 to { $factories } and the center.
    [empty_source] { $where ->
        [center] The center is empty; pick a source that holds tiles.
       *[factory] Factory { $factory } is empty; pick a source that holds tiles.
    }
    [color_not_in_source] { $where ->
        [center] There is no { $color } in the center; it holds { $tiles }.
       *[factory] There is no { $color } in factory { $factory }; it holds { $tiles }.
    }
    [unknown_line] Lines are numbered 1 to 5, or `floor`.
    [line_full] Your line { $line } is already full; it is tiled at the end of the round.
    [line_has_other_color] Your line { $line } already holds { $held }; a line takes one color only.
    [color_on_wall_row] Your wall already has { $color } in row { $line }, so line { $line } cannot take { $color } again.
   *[not_allowed] That move is not allowed now.
}
refusal-too_long = { $what ->
    [source] That source is far too long to be one; pick it from the list.
    [color] That color is far too long to be one; pick it from the list.
   *[line] That line is far too long to be one; pick it from the list.
}
refusal-bad_source = I can't read the source “{ $typed }”: use `center` (`{ letter-center }`) or a factory number from the table.
refusal-bad_color = I can't read the color “{ $typed }”: use blue, yellow, red, black or white, or their letters on the picture: `{ letter-blue }`, `{ letter-yellow }`, `{ letter-red }`, `{ letter-black }`, `{ letter-white }`.
refusal-bad_line = I can't read the line “{ $typed }”: use a line number from 1 to 5, or `floor` (`{ letter-floor }`).
refusal-no_such_factory = There is no factory { $number }: factories are numbered 1 to { $most } at most.
refusal-no_such_line = There is no line { $number }: lines are numbered 1 to 5, or `floor`.
refusal-hints_off = Hints are switched off on this server (`/azul settings`).
refusal-no_such_game = There is no game #{ $game } on this server.
refusal-not_finished_here = There is no finished game #{ $game } on this server.
refusal-cannot_save = The bot cannot save right now; please try again shortly. Nothing was changed.
refusal-cannot_read = The bot cannot read its games right now; please try again shortly.
refusal-dm_only = Azul is played in server channels: use `/azul` in a channel (or thread) of a server where I am. `/azul rules` works anywhere.
refusal-bot_permissions = { $place ->
    [opens_threads] I can't open a thread for the game here
    [announcements] I can't post in { $channel }, so nothing was changed
   *[channel] I can't host a game in this channel
}. I am missing { $count ->
    [one] this permission
   *[other] these permissions
}:
    { $permissions }
    Ask a server admin to grant { $count ->
    [one] it
   *[other] them
}, or choose another channel.
refusal-threads_text_only = Games get their own thread only in a text channel.
refusal-bad_option = That option value is not valid here; nothing was changed.

## Refusals at the grey wall: choosing it, and placing tiles on it.

refusal-walls_being_tiled = The players are placing their tiles on their walls: no tiles are taken until everyone has placed.
refusal-nothing_to_place = You have no tile to place on your wall now.
refusal-placement_passed = That placement has passed: the line was placed already, or its round is over. Nothing changed.

## Discord's permissions, as Discord names them in each language.

permission-view_channel = View Channel
permission-send_messages = Send Messages
permission-attach_files = Attach Files
permission-read_message_history = Read Message History
permission-send_messages_in_threads = Send Messages in Threads
permission-create_public_threads = Create Public Threads

permission-line = **{ $permission }**: { $why }
permission-why-view_channel = I cannot see the channel: nothing can be played or posted there
permission-why-send_messages = no lobby, table or announcement can be posted
permission-why-send_messages_in_threads = no game can be played in a thread, nor a tournament's table
permission-why-create_public_threads = a game or a tournament's table cannot open a thread of its own
permission-why-attach_files = the table pictures and a season's podium cannot be shown
permission-why-read_message_history = I cannot update my earlier messages (a lobby, the buttons under the last table)

## When the bot itself fails: what one person is told, and that nothing was lost.

reply-something-went-wrong = Something went wrong on my side. Nothing was lost: `/azul board` shows the table.
reply-will-follow = ⚠️ It is saved; the message in the channel will follow shortly.
