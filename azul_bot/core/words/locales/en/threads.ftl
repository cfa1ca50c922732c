## A command typed in a channel whose games live in its threads (games open in a thread of
## their own by default): the games there, each linked, or the one meant.

refusal-games_in_threads = There is no Azul game in this channel itself, but its threads have { $count ->
    [one] one:
   *[other] { $count }:
}
threads-lobby = • { $channel } — lobby, { $seated }/{ $most } seats taken
threads-lobby-full = • { $channel } — lobby, full
threads-running = • { $channel } — round { $round }
threads-your-seat = { $game } · your seat
threads-more = …and { $count } more in the channel's threads.
board-in-thread = Your game in { $channel } (you play it there):
