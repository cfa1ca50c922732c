## Three taps: the move picker with or without its Confirm step (/azul confirm), and what the
## floor will cost, shown on each line choice. { $points } is a number of points lost.

cmd-azul-confirm = confirm
cmd-azul-confirm-desc = A Confirm button after you pick a line, or the line plays at once
cmd-azul-confirm-on = on
cmd-azul-confirm-on-desc = True: Confirm after the line; False: the line button plays your move
reply-confirm-on = Your moves will ask for **Confirm** after you pick a line.
reply-confirm-off = Three taps per move: a line button now plays your move at once, without Confirm.

pick-floor-cost = −{ $points }
picker-color-play = **Your move**: { $tiles } { $source }. Tap a line to play it.
picker-marker-cost = The first-player marker goes to your floor too: the points shown count it.
picker-confirm-tip = -# One tap less per move: `/azul confirm on:False`
