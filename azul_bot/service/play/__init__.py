"""Play: a running game, from the first move to its end.

- ``turns``: a move checked, applied and stored with its notice and next timers;
- ``placing``: the grey wall's tiling, each player choosing a column at once;
- ``choices``: reading typed sources, colors and lines, and listing the legal ones;
- ``table``: looking at a game without moving in it (the table, pickers, the coach's hints);
- ``computers``: the computer players and the coach, in a process pool;
- ``autoplay``: what a due timer does (a computer moves, a reminder, a stand-in, a closing);
- ``endings``: a resignation, an abort, a lobby that closes, a channel deleted.
"""
