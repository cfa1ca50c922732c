"""The one error an illegal move raises, with a machine-readable reason."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .moves import Move


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


class IllegalMove(ValueError):
    """``game.play(move)`` refused ``move`` for ``reason``; the game did not change."""

    def __init__(self, move: Move, reason: Reason) -> None:
        super().__init__(f"illegal move {move}: {reason.value.replace('_', ' ')}")
        self.move = move
        self.reason = reason
