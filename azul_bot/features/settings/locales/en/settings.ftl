## A server's settings (/azul settings).

settings-title = **Azul settings for this server**
settings-limit = • Time limit per turn: { $limit }
settings-reminder = • Reminder: after { $after }
settings-reminder-off = • Reminder: off
settings-at-limit = • At the time limit: { $what }
settings-stand-in = • The stand-in: a computer ({ $level })
settings-threads-on = • New games in their own thread: on
settings-threads-off = • New games in their own thread: off
settings-hints-on = • Hints (`/azul hint`): allowed
settings-hints-off = • Hints (`/azul hint`): not allowed
settings-language = • Language of the game messages in the channels: { $language }
settings-language-auto = • Language of the game messages in the channels: the server's own ({ $language })
settings-announcements = • Announcements (a season's final standings): { $channel }
settings-announcements-none = • Announcements: no channel, so nothing is posted when a season ends (set one with `announcements:`)

## The commands: /azul settings and its options, /azul confirm, and their choices.

cmd-azul-confirm = confirm
cmd-azul-confirm-desc = A Confirm button after you pick a line, or the line plays at once
cmd-azul-confirm-on = on
cmd-azul-confirm-on-desc = True: Confirm after the line; False: the line button plays your move
cmd-azul-settings = settings
cmd-azul-settings-desc = This server's Azul rules (Manage Server to change)
cmd-azul-settings-time_limit = time_limit
cmd-azul-settings-time_limit-desc = time per turn, e.g. 12h, 2d, or off
cmd-azul-settings-reminder = reminder
cmd-azul-settings-reminder-desc = when to remind the player, e.g. 4h, or off
cmd-azul-settings-at_limit = at_limit
cmd-azul-settings-at_limit-desc = what happens when time runs out
cmd-azul-settings-stand_in = stand_in
cmd-azul-settings-stand_in-desc = the computer that stands in for a player who left or ran out of time
cmd-azul-settings-threads = threads
cmd-azul-settings-threads-desc = open new games in a thread of their own
cmd-azul-settings-hints = hints
cmd-azul-settings-hints-desc = allow /azul hint
cmd-azul-settings-language = language
cmd-azul-settings-language-desc = the language of the game's messages in this server's channels
cmd-azul-settings-announcements = announcements
cmd-azul-settings-announcements-desc = the channel where the bot posts a season's final standings
cmd-azul-settings-reset = reset
cmd-azul-settings-reset-desc = take a setting back to none: the announcements channel or the organizers' role
choice-announcements = the announcements channel
choice-turn = a computer stand-in plays that turn
choice-seat = a computer takes the seat for good

## The server's language (/azul settings language): each language is named in its own.

choice-auto = the server's language (Discord)
choice-en = English
choice-fr = Français
choice-nl = Nederlands

## The answers to /azul confirm.

reply-confirm-on = Your moves will ask for **Confirm** after you pick a line.
reply-confirm-off = Three taps per move: a line button now plays your move at once, without Confirm.

## Refusals of a setting (refusal-<code>, one per code the settings declare).

refusal-duration_too_long = { $what ->
    [time_limit] That time limit is too long to be a duration: try `12h`, `2d` or `off`.
   *[reminder] That reminder is too long to be a duration: try `4h`, `1d` or `off`.
}
refusal-bad_duration = { $what ->
    [time_limit] I can't read the time limit “{ $typed }”: try `90m`, `12h`, `2d` or `off`.
    [signup_until] I can't read how long the sign-up stays open, “{ $typed }”: try `12h`, `2d`, `1w` or `off`.
   *[reminder] I can't read the reminder “{ $typed }”: try `30m`, `4h`, `1d` or `off`.
}
refusal-limit_range = A turn's time limit must be between 5 minutes and 14 days, or `off`.
refusal-reminder_range = The reminder must come at least a minute in, and before the time limit.
refusal-bad_at_limit = At the time limit, choose `turn` (a stand-in plays one turn) or `seat`.
refusal-bad_language = The language of the game messages can be English, Français, Nederlands, or the server's own.
refusal-set_and_reset = You gave { $setting ->
    [announcements] an announcements channel
   *[organizers] an organizers' role
} and asked to reset it at once: choose one. Nothing was changed.
refusal-manage_server_needed = Changing the settings needs the Manage Server permission.
