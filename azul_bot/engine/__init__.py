"""The rules of Azul (2-4 players, the classic colored wall, the grey one, or the Crystal
Mosaic's two sides): pure Python, no I/O.

``docs/rules.md`` (in this repository) is the specification: material, wall, rounds, scoring,
the end, the grey wall, the Crystal Mosaic, and the move notation. Start with ``Game.new(players, seed)`` (or
``Game.new(players, seed, GREY)``), ask ``game.legal_moves()``, and ``game.play(move)`` returns
the events of what happened. ``game.variant`` says which rules are played; everything that
depends on them (player counts, factories, floor, bonuses, the wall) is read from it.
"""

from .errors import IllegalMove, Reason
from .events import (
    BagRefilled,
    Event,
    FloorPenalty,
    GameEnded,
    GameResult,
    LineToFloor,
    MarkerTaken,
    PlayerResult,
    RoundEnded,
    RoundStarted,
    TilesTaken,
    TileWalled,
)
from .game import MARKER, Game, PendingLine, Phase, Placement, PlayerBoard
from .moves import (
    CENTER,
    COLUMN_LETTERS,
    FLOOR,
    TAKE_TEXT,
    AnyMove,
    Move,
    WallMove,
    parse_move,
)
from .scoring import placement_score
from .tiles import COLOR_NAMES, COLORS, WALL, WALL_SIZE, Color, wall_column
from .variant import (
    CLASSIC,
    CRYSTAL_1,
    CRYSTAL_2,
    FACTORIES_FOR_PLAYERS,
    FLOOR_PENALTIES,
    FLOOR_SIZE,
    GREY,
    MOST_FACTORIES,
    PLAYER_COUNTS,
    VARIANTS,
    PrintedCell,
    Variant,
    floor_penalty,
)

__all__ = [
    "AnyMove",
    "BagRefilled",
    "CENTER",
    "CLASSIC",
    "CRYSTAL_1",
    "CRYSTAL_2",
    "COLORS",
    "COLOR_NAMES",
    "COLUMN_LETTERS",
    "Color",
    "Event",
    "FACTORIES_FOR_PLAYERS",
    "FLOOR",
    "FLOOR_PENALTIES",
    "FLOOR_SIZE",
    "FloorPenalty",
    "GREY",
    "Game",
    "GameEnded",
    "GameResult",
    "IllegalMove",
    "LineToFloor",
    "MARKER",
    "MarkerTaken",
    "MOST_FACTORIES",
    "Move",
    "PLAYER_COUNTS",
    "PendingLine",
    "Phase",
    "Placement",
    "PlayerBoard",
    "PlayerResult",
    "Reason",
    "RoundEnded",
    "RoundStarted",
    "TileWalled",
    "TilesTaken",
    "VARIANTS",
    "PrintedCell",
    "Variant",
    "WALL",
    "WallMove",
    "floor_penalty",
    "parse_move",
    "TAKE_TEXT",
    "WALL_SIZE",
    "placement_score",
    "wall_column",
]
