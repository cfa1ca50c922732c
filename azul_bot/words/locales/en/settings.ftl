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

## A duration, as the settings show it (the time limit per turn, the reminder).

duration-off = off
duration-d = { $count }d
duration-h = { $count }h
duration-m = { $count }m
duration-s = { $count }s
settings-season = • Seasons: { $period }, each with its own ladder
settings-season-off = • Seasons: off (one all-time ladder)
settings-announcements = • Announcements (a season's final standings): { $channel }
settings-announcements-none = • Announcements: no channel, so nothing is posted when a season ends (set one with `announcements:`)
settings-organizers = • Tournaments: run by those who manage the server and by { $role }
settings-organizers-none = • Tournaments: run by those who manage the server (name a role with `organizers:`)
settings-away-days = • Time away: { $days ->
    [one] { $days } day
   *[other] { $days } days
} per person each season
