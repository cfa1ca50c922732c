## The move notation: the letters the table picture draws for the colors (its legend), the
## center (its badge) and the floor (beside the floor line), which players may type in
## /azul play. Written as the picture draws them; typed in either case. Each language has
## its own, and the letters of every language are read whatever the reader's language (a
## channel's picture is in the server's, and the English help is copied everywhere), so a
## letter never means two things in one option across the languages: a test checks.

letter-blue = b
letter-yellow = y
letter-red = r
letter-black = k
letter-white = w
letter-center = C
letter-floor = F

## A person whose display name has nothing to show (blank, or only invisible characters).

name-nameless = Player
