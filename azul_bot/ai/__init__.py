"""Computer players and a coach for Azul; they see only what a player in their seat sees.

``choose(game, Level.HARD, seed=1)`` picks a move (on the grey wall also a column at the wall
tiling, ``seat=`` says whose); ``coach(game, seed=1)`` ranks the best few with the facts that
explain them. ``choose_from_state`` / ``coach_from_state`` take the
game's JSON form, for a process pool. ``review`` values each move of a finished game against
the best one (``review_from_state``, for a pool).
"""

from .hints import CellFor, Hint, Leftover, PlacementHint, Why, coach, explain, explain_placement
from .levels import Level, choose
from .pool import choose_from_state, coach_from_state
from .review import COSTLY, SHOWN, Verdict, costliest, review_from_state
from .search import Outcome

__all__ = [
    "COSTLY",
    "SHOWN",
    "CellFor",
    "Hint",
    "Leftover",
    "Level",
    "Outcome",
    "PlacementHint",
    "Verdict",
    "Why",
    "choose",
    "choose_from_state",
    "coach",
    "coach_from_state",
    "costliest",
    "explain",
    "explain_placement",
    "review_from_state",
]
