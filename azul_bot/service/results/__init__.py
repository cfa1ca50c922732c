"""Results: what a game leaves behind (the store's ``results`` and ``stats``, seen from here);
``install`` plugs them in.

- ``ratings``: a finished game's ranks and skill ratings (the ``Outcome`` the store writes);
- ``leaderboard``: a server's leaderboard and each player's stats;
- ``history``: a player's running games, a server's finished games, replays;
- ``progress``: a player's rating over time, games per month and rivals (the picture of
  ``/azul stats``), and their record against another person;
- ``reliability``: who finishes their games (abandoned seats, turn times, a lobby's minimum).

What the front end uses of them is named here.
"""

from .history import FinalPlace, FinishedGame, HistoryView, Records, ReplayView, RunningGame
from .leaderboard import Ladder, LeaderboardView, PlayerLine, StatsView
from .progress import (
    ALONE,
    COACHED,
    MONTHS,
    NOT_COUNTED,
    MeetingLine,
    Progress,
    ProgressFacts,
    VersusView,
    last_months,
)
from .ratings import NEWCOMER, PROVISIONAL_GAMES, displayed_rating
from .reliability import BelowMinimum, ReliabilityLine, check_minimum, checked_minimum, percent_of

__all__ = [
    "ALONE",
    "COACHED",
    "NEWCOMER",
    "NOT_COUNTED",
    "PROVISIONAL_GAMES",
    "FinalPlace",
    "FinishedGame",
    "HistoryView",
    "Ladder",
    "LeaderboardView",
    "MONTHS",
    "MeetingLine",
    "PlayerLine",
    "Progress",
    "ProgressFacts",
    "Records",
    "ReliabilityLine",
    "ReplayView",
    "RunningGame",
    "StatsView",
    "BelowMinimum",
    "VersusView",
    "check_minimum",
    "checked_minimum",
    "displayed_rating",
    "last_months",
    "percent_of",
]
