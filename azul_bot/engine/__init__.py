"""The rules of Azul (classic colored wall, 2-4 players): pure Python, no I/O.

``docs/rules.md`` (in this repository) is the specification: material, wall, rounds, scoring,
the end, and the move notation. Start with ``Game.new(players, seed)``, ask
``game.legal_moves()``, and ``game.play(move)`` returns the events of what happened.
"""

from .errors import IllegalMove, Reason
from .events import (
    BagRefilled,
    Event,
    FloorPenalty,
    GameEnded,
    GameResult,
    MarkerTaken,
    PlayerResult,
    RoundEnded,
    RoundStarted,
    TilesTaken,
    TileWalled,
)
from .game import MARKER, Game, Placement, PlayerBoard
from .moves import CENTER, FLOOR, Move
from .scoring import placement_score
from .tiles import (
    COLOR_NAMES,
    COLORS,
    FACTORIES_FOR_PLAYERS,
    FLOOR_PENALTIES,
    FLOOR_SIZE,
    WALL,
    Color,
    floor_penalty,
    wall_column,
)

__all__ = [
    "BagRefilled",
    "CENTER",
    "COLORS",
    "COLOR_NAMES",
    "Color",
    "Event",
    "FACTORIES_FOR_PLAYERS",
    "FLOOR",
    "FLOOR_PENALTIES",
    "FLOOR_SIZE",
    "FloorPenalty",
    "Game",
    "GameEnded",
    "GameResult",
    "IllegalMove",
    "MARKER",
    "MarkerTaken",
    "Move",
    "Placement",
    "PlayerBoard",
    "PlayerResult",
    "Reason",
    "RoundEnded",
    "RoundStarted",
    "TileWalled",
    "TilesTaken",
    "WALL",
    "floor_penalty",
    "placement_score",
    "wall_column",
]
