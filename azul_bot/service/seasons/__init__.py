"""Seasons: a server's ladder that starts again every month or quarter, beside the all-time one
(``install`` plugs them in).

- ``calendar``: where seasons start and end (00:00 UTC on the first day of a period);
- ``opening``: the season a finished game counts in, opened on demand;
- ``roll``: a season's end, when the server's ``SEASON_END`` timer comes due;
- ``season_post``: the post of a season's end in the announcements channel;
- ``season_ladder``: ``/azul leaderboard season:``, and the seasons it offers.

The soft reset a season's ratings begin from is the rating model's (``results.ratings``).
What the front end uses of them is named here.
"""

from .calendar import season_bounds
from .season_ladder import (
    ALL_TIME,
    CURRENT,
    PAST,
    PREVIOUS,
    SeasonChoice,
    SeasonLadder,
    SeasonLadderView,
)
from .season_post import SeasonPlace, SeasonStandings

__all__ = [
    "ALL_TIME",
    "CURRENT",
    "PAST",
    "PREVIOUS",
    "SeasonChoice",
    "SeasonLadder",
    "SeasonLadderView",
    "SeasonPlace",
    "SeasonStandings",
    "season_bounds",
]
