## /azul review and the Review button under a game's final scores: a player's costliest moves
## of a finished game, as the hard computer weighed them, each labelled by the winning chances
## it lost (as lichess labels a chess move). { $points } are points of the final margin,
## rounded; { $before } and { $after } the player's winning chances (0 to 1) with the better
## move and with theirs; { $weighed } how many of the player's moves had a choice to weigh.

cmd-azul-review = review
cmd-azul-review-desc = Your costliest moves of a finished game, with the better move (only you see it)
cmd-azul-review-game = game
cmd-azul-review-game-desc = the game's number, as /azul history shows it (#12); none: your latest

review-button = Review my moves
review-title = **Your review of game #{ $game }** · { $weighed ->
    [one] 1 of your moves weighed
   *[other] { $weighed } of your moves weighed
} by the hard computer
review-move = **{ $number }. Round { $round } · { $label ->
    [inaccuracy] Inaccuracy
    [mistake] Mistake
   *[blunder] Blunder
}**: your winning chances went from { NUMBER($before, style: "percent") } to { NUMBER($after, style: "percent") } (about { $points ->
    [one] { $points } point
   *[other] { $points } points
} given up)
review-played = You played { $move }
review-better = Better: { $move }
review-footer = -# The pictures, in the same order, show the table before each move: yours marked, the better one beside it.
review-none-costly = No costly move: none of yours lowered your winning chances by { NUMBER($share, style: "percent") } or more. Well played!
review-no-choice = None of your moves in game #{ $game } left a choice to weigh (a computer played your seat, or every move was forced).
review-waiting = The review of game #{ $game } is still being made: ask again in a minute (`/azul review game:{ $game }`).
refusal-not_your_game = You did not play game #{ $game }: a review is for the game's players, each of their own moves.
refusal-no_game_to_review = You have no finished game on this server yet: once one ends, `/azul review` shows your costliest moves.

## The tags of a reviewed move's picture: the move played and the better one.
image-review-played = played
image-review-better = better
## A costly move's headline, above the tags: its label, and the player's winning chances with
## the better move and with theirs.
image-review-verdict = { $label ->
    [inaccuracy] Inaccuracy
    [mistake] Mistake
   *[blunder] Blunder
} · winning chances { NUMBER($before, style: "percent") } → { NUMBER($after, style: "percent") }
