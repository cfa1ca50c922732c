## Refusals: why a request changed nothing (refusal-<code>, one per code of the host).
## { $typed } is what was typed; names are already safe for Discord.

refusal-no_game = There is no Azul game in this channel. Start one with `/azul new`.
refusal-not_started = The game here has not started yet: the host starts it with `/azul start`.
refusal-already_started = The game here has already started; seats can't change now.
refusal-damaged_game = The stored game here is damaged and was closed; please start a new one.
refusal-unknown_level = Computer players are beginner, easy, normal or hard.
refusal-not_your_turn = It's { $name }'s turn, not yours: you'll be told when yours comes.
refusal-computer_turn = A computer is playing this turn, not you: you'll be told when yours comes.
refusal-not_playing = You're not playing in this game; you can watch it with `/azul board`.
refusal-seat_taken_over = A computer plays your seat for the rest of this game (you left it, or your time ran out); you can watch it with `/azul board`.
refusal-not_offered = That choice is not on the table right now; nothing was changed.
refusal-no_such_game = There is no game #{ $game } on this server.
refusal-not_finished_here = There is no finished game #{ $game } on this server.
refusal-cannot_save = The bot cannot save right now; please try again shortly. Nothing was changed.
refusal-cannot_read = The bot cannot read its games right now; please try again shortly.
refusal-dm_only = Azul is played in server channels: use `/azul` in a channel (or thread) of a server where I am. `/azul rules` works anywhere.
refusal-server_only = This belongs to a server that added me: use it in one of its channels. Games, `/azul stats` and this place's `/azul leaderboard` work here too.
refusal-external_apps_off = This server lets its members use outside apps only privately, so a table here would be seen by you alone. Ask an admin to add me to the server, or play in a group DM with your friends.
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
