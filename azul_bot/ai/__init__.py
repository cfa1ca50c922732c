"""Computer players and a coach for Azul; they see only what a player in their seat sees.

``choose(game, Level.HARD, seed=1)`` picks a move (on the grey wall also a column at the wall
tiling, ``seat=`` says whose); ``coach(game, seed=1)`` ranks the best few with the facts that
explain them. ``choose_from_state`` / ``coach_from_state`` take the
game's JSON form, for a process pool.
"""

from .hints import CellFor, Hint, Leftover, PlacementHint, Why, coach
from .levels import Level, choose
from .pool import choose_from_state, coach_from_state

__all__ = [
    "CellFor",
    "Hint",
    "Leftover",
    "Level",
    "PlacementHint",
    "Why",
    "choose",
    "choose_from_state",
    "coach",
    "coach_from_state",
]
