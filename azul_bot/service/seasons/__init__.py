"""Seasons: a server's ladder that starts again every month or quarter, beside the all-time one.

- ``calendar``: where seasons start and end (00:00 UTC on the first day of a period);
- ``opening``: the season a finished game counts in, opened on demand;
- ``roll``: a season's end, when the server's ``SEASON_END`` timer comes due;
- ``standings``: the post of a season's end in the announcements channel;
- ``ladder``: ``/azul leaderboard season:``, and the seasons it offers.

The soft reset a season's ratings begin from is the rating model's (``results.ratings``).
"""
