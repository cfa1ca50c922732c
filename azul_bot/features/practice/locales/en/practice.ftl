## /azul practice and "Practice this position" under a review: the positions before a player's
## costliest moves of their last games, played again with the move picker; each answer says
## whether the move picked is as good as the best (within { $margin } points of the final
## margin) and shows the best one. { $points } are points of the final margin, rounded.

cmd-azul-practice = practice
cmd-azul-practice-desc = Play again the positions of your costliest moves from your last games (only you see it)

practice-this-position = Practice this position
practice-move = Practice move { $number }
practice-show = Show the answer
practice-next = Next position

practice-position = **Practice · position { $number } of { $total }** · game #{ $game }, round { $round }
practice-ask = Your move, at the table as you had it: tap a factory or the center to pick it. The answer tells whether it is as good as the best (within { $margin } points).
practice-right = ✅ **As good as the best**: within { $margin } points of the final margin.
practice-wrong = ❌ **Not the best**: about { $points ->
    [one] { $points } point
   *[other] { $points } points
} given up.
practice-shown = 💡 The answer:
practice-yours = Your move: { $move }
practice-yours-played = Your move, as in the game: { $move }
practice-best = Best: { $move }
practice-picture = -# The picture shows the table after the best move, its tiles marked.
practice-done = **Practice done**: { $right } of { $total } as good as the best. `/azul practice` sets you the costliest moves of your latest games again.

refusal-not_your_practice = This practice is someone else's: `/azul practice` sets you your own.
refusal-no_such_practice = There is no such practice position; nothing was changed. `/azul practice` carries on with yours.
refusal-nothing_to_practise = Nothing to practise yet: none of your last finished games has a costly move in its review. Once one has, `/azul practice` sets you the table before it.
refusal-not_practisable = That is not one of your costly moves of game #{ $game }: nothing to practise there.
refusal-position_answered = You have answered position { $number } already; nothing was changed. **Next position** under its answer, or `/azul practice`, carries on.
refusal-not_answered_yet = Position { $number } waits for your move first: pick one, or tap **Show the answer**.
