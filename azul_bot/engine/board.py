"""One player's board: pattern lines, wall, floor line, score.

Kept apart from ``game`` so that ``serialize`` can build boards without importing the
rules (``game`` imports ``serialize``, never the other way round).
"""

from __future__ import annotations

from .scoring import COLOR_BITS
from .tiles import NUM_COLORS, Color, wall_column

MARKER = 5
"""The first-player marker where it lies on a floor line (floor entries are colors or this)."""


def _empty_line_open() -> tuple[tuple[int, ...], ...]:
    """[line][row bits]: an empty line takes every color not yet on its wall row.

    The value packs, per color, the line's bit into that color's 5-bit field.
    """
    return tuple(
        tuple(
            sum(
                1 << (line + 5 * color)
                for color in range(NUM_COLORS)
                if not row_bits >> wall_column(line, color) & 1
            )
            for row_bits in range(32)
        )
        for line in range(5)
    )


_EMPTY_LINE_OPEN = _empty_line_open()


class PlayerBoard:
    """One player's board.

    - ``score``: points so far (after the game, including the bonuses);
    - ``line_colors[l]``: the color on pattern line ``l`` (capacity ``l + 1``), -1 when empty;
    - ``line_counts[l]``: how many tiles it holds;
    - ``wall``: bit ``row * 5 + col`` set when that wall cell holds its tile;
    - ``floor``: the floor line left to right, colors and ``MARKER``, at most 7.
    """

    __slots__ = ("score", "line_colors", "line_counts", "wall", "floor")

    def __init__(self) -> None:
        self.score = 0
        self.line_colors = [-1] * 5
        self.line_counts = [0] * 5
        self.wall = 0
        self.floor: list[int] = []

    def has_tile(self, row: int, col: int) -> bool:
        return bool(self.wall >> (row * 5 + col) & 1)

    def line(self, index: int) -> tuple[Color | None, int]:
        """``(color, count)`` of pattern line ``index``; color is None when it is empty."""
        color = self.line_colors[index]
        return (None if color < 0 else Color(color)), self.line_counts[index]

    def accepts(self, line: int, color: int) -> bool:
        """Can pattern line ``line`` take tiles of ``color`` now?"""
        held = self.line_colors[line]
        if held < 0:
            return not self.wall & COLOR_BITS[line][color]
        return held == color and self.line_counts[line] <= line

    def open_lines(self) -> list[int]:
        """Per color, the bit mask of the pattern lines that can take it now."""
        packed = 0  # five 5-bit fields, one per color: building one int beats five lists
        wall, counts = self.wall, self.line_counts
        for line, held in enumerate(self.line_colors):
            if held < 0:
                packed |= _EMPTY_LINE_OPEN[line][wall >> (5 * line) & 31]
            elif counts[line] <= line:
                packed |= 1 << (line + 5 * held)
        return [packed & 31, packed >> 5 & 31, packed >> 10 & 31, packed >> 15 & 31, packed >> 20]

    def copy(self) -> PlayerBoard:
        board = PlayerBoard.__new__(PlayerBoard)
        board.score = self.score
        board.line_colors = self.line_colors[:]
        board.line_counts = self.line_counts[:]
        board.wall = self.wall
        board.floor = self.floor[:]
        return board
