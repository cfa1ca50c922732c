## The end of a game in the channel, in the server's language: ratings, thanks, an abort,
## the rematch. { $mentions } are Discord pings (<@123>).

aborted-nobody-left = Nobody is left at this table: the game ends here and does not count for the stats.

## Answers to one person who aborts a game, closes a lobby or opens a rematch.

ask-abort-game = Really abort the game? It will not count for anybody's stats.
ask-abort-lobby = Really close the lobby?
reply-not-aborted = Nothing was aborted.
reply-aborted-game = The game was aborted; it does not count for the stats.
reply-closed-lobby = The lobby was closed.
