"""Tournaments, the pure core: who meets whom in a round (Swiss at tables of 2 to 4, or a
round robin at tables of 2), what a table's places are worth, and the standings with their
tie-breaks. No Discord, no storage, no clock: the same entrants and history always give the
same round, so two processes pairing it agree.

- ``pairing``: ``Entrant``, ``Table`` (a game played or running), ``Bye``, ``Pairing``;
- ``points``: the points of a place at a table of 2, 3 or 4, shared places split;
- ``swiss``: a Swiss round (``seating`` holds its search for tables without rematches);
- ``round_robin``: the circle method;
- ``ranking``: the standings (points, then Buchholz, total Azul score, rating, user id).

Beside it, the rooms that make it a feature of the host (they read and write the store;
``install`` plugs them in): ``lifecycle`` (what ``/azul tournament`` asks), ``signup``,
``rounds`` (the next round, by its timer, set due by the step its round's last game ends
with), ``tables`` (a table's thread and game), ``drops``, ``posts``, ``time_limits`` (its
games' turns); with ``asked`` (the organizer's options checked), ``picking`` (which
tournament a command means), ``history`` (the stored tournament as the pure core reads it),
``announcements`` and ``messages``. What the front end uses of them is named here.
"""

from .lifecycle import (
    BACK,
    JOINED,
    LEFT,
    WITHDREW,
    Entry,
    StandingsView,
    TournamentChoice,
    Tournaments,
    TournamentView,
)
from .messages import (
    SignupControls,
    SignupMessage,
    StandingLine,
    TableOpened,
    TooFewPlayers,
    TournamentCancelled,
    TournamentRules,
    TournamentStandings,
)
from .pairing import TABLE_SIZES, Bye, Entrant, Pairing, PairingError, Table
from .points import exact_points, places, points
from .ranking import Standing, standings
from .round_robin import round_robin_round, round_robin_rounds
from .swiss import default_swiss_rounds, swiss_round, table_sizes

__all__ = [
    "BACK",
    "JOINED",
    "LEFT",
    "WITHDREW",
    "Entry",
    "SignupControls",
    "SignupMessage",
    "StandingLine",
    "StandingsView",
    "TableOpened",
    "TooFewPlayers",
    "TournamentCancelled",
    "TournamentChoice",
    "TournamentRules",
    "TournamentStandings",
    "TournamentView",
    "Tournaments",
    "TABLE_SIZES",
    "Bye",
    "Entrant",
    "Pairing",
    "PairingError",
    "Standing",
    "Table",
    "default_swiss_rounds",
    "exact_points",
    "places",
    "points",
    "round_robin_round",
    "round_robin_rounds",
    "standings",
    "swiss_round",
    "table_sizes",
]
