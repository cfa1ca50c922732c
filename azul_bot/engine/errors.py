"""The one error an illegal move raises, with a machine-readable reason."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .moves import AnyMove


class Reason(Enum):
    """Why the engine refused a move. Wording for people is the bot's job."""

    GAME_OVER = "game_over"
    UNKNOWN_SOURCE = "unknown_source"
    EMPTY_SOURCE = "empty_source"
    COLOR_NOT_IN_SOURCE = "color_not_in_source"
    UNKNOWN_LINE = "unknown_line"
    LINE_FULL = "line_full"
    LINE_HAS_OTHER_COLOR = "line_has_other_color"
    COLOR_ON_WALL_ROW = "color_on_wall_row"
    # A free wall's tiling (docs/rules.md, "The grey wall", "The Crystal Mosaic").
    TILING_UNDER_WAY = "tiling_under_way"  # a take while the walls are being tiled
    NOT_TILING = "not_tiling"  # a ``WallMove`` when no wall tiling waits
    UNKNOWN_PLAYER = "unknown_player"  # no such seat
    NO_PENDING_LINE = "no_pending_line"  # that player has no complete line waiting
    WRONG_ROW = "wrong_row"  # not the player's topmost complete line
    UNKNOWN_COLUMN = "unknown_column"  # no such column
    CELL_TAKEN = "cell_taken"  # the wall cell holds a tile
    COLOR_IN_COLUMN = "color_in_column"  # the column holds the line's color
    PRINTED_OTHER_COLOR = "printed_other_color"  # the cell is printed with another color


class IllegalMove(ValueError):
    """``game.play(move)`` refused ``move`` for ``reason``; the game did not change."""

    def __init__(self, move: AnyMove, reason: Reason) -> None:
        super().__init__(f"illegal move {move}: {reason.value.replace('_', ' ')}")
        self.move = move
        self.reason = reason
