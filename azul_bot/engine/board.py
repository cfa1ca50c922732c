"""One player's board: pattern lines, wall, floor line, score.

Kept apart from ``game`` so that ``serialize`` can build boards without importing the
rules (``game`` imports ``serialize``, never the other way round).
"""

from __future__ import annotations

from .scoring import CELLS, color_mask, columns_of
from .tiles import NUM_COLORS, Color

MARKER = 5
"""The first-player marker where it lies on a floor line (floor entries are colors or this)."""


def _empty_line_open() -> tuple[int, ...]:
    """[held colors bits]: the colors an empty line takes when its wall row holds those.

    The value packs, per color, the line's bit into that color's 5-bit field; shifted left
    by the line's index it serves every line.
    """
    return tuple(
        sum(1 << (5 * color) for color in range(NUM_COLORS) if not held >> color & 1)
        for held in range(32)
    )


_EMPTY_LINE_OPEN = _empty_line_open()


class PlayerBoard:
    """One player's board.

    - ``score``: points so far (after the game, including the bonuses);
    - ``line_colors[l]``: the color on pattern line ``l`` (capacity ``l + 1``), -1 when empty;
    - ``line_counts[l]``: how many tiles it holds;
    - ``wall``: bit ``row * 5 + col`` set when that wall cell holds a tile;
    - ``colors``: bit ``color * 25 + row * 5 + col`` set when that cell holds that color (on
      the classic wall always the printed one; on a free wall whatever the player chose);
    - ``row_colors``: bit ``row * 5 + color`` set when that wall row holds that color;
    - ``floor``: the floor line left to right, colors and ``MARKER``, at most 7.

    ``colors`` and ``row_colors`` are kept with ``wall`` by ``place``, the only way a tile
    gets onto a wall.
    """

    __slots__ = ("score", "line_colors", "line_counts", "wall", "colors", "row_colors", "floor")

    def __init__(self) -> None:
        self.score = 0
        self.line_colors = [-1] * 5
        self.line_counts = [0] * 5
        self.wall = 0
        self.colors = 0
        self.row_colors = 0
        self.floor: list[int] = []

    def has_tile(self, row: int, col: int) -> bool:
        return bool(self.wall >> (row * 5 + col) & 1)

    def color_at(self, row: int, col: int) -> Color | None:
        """The color of the tile on wall cell ``(row, col)``, None when it is empty."""
        bit = row * 5 + col
        if not self.wall >> bit & 1:
            return None
        colors = self.colors >> bit
        return next(Color(k) for k in range(NUM_COLORS) if colors >> (CELLS * k) & 1)

    def color_cells(self, color: int) -> int:
        """The wall cells (bit ``row * 5 + col``) holding ``color``."""
        return color_mask(self.colors, color)

    def color_columns(self, color: int) -> int:
        """Bit ``c`` set when wall column ``c`` holds ``color``."""
        return columns_of(color_mask(self.colors, color))

    def place(self, row: int, col: int, color: int) -> None:
        """Put a tile of ``color`` on wall cell ``(row, col)`` (no rule is checked here)."""
        bit = row * 5 + col
        self.wall |= 1 << bit
        self.colors |= 1 << (CELLS * color + bit)
        self.row_colors |= 1 << (row * 5 + color)

    def line(self, index: int) -> tuple[Color | None, int]:
        """``(color, count)`` of pattern line ``index``; color is None when it is empty."""
        color = self.line_colors[index]
        return (None if color < 0 else Color(color)), self.line_counts[index]

    def accepts(self, line: int, color: int) -> bool:
        """Can pattern line ``line`` take tiles of ``color`` now?"""
        held = self.line_colors[line]
        if held < 0:
            return not self.row_colors >> (line * 5 + color) & 1
        return held == color and self.line_counts[line] <= line

    def open_lines(self) -> list[int]:
        """Per color, the bit mask of the pattern lines that can take it now."""
        packed = 0  # five 5-bit fields, one per color: building one int beats five lists
        row_colors, counts = self.row_colors, self.line_counts
        for line, held in enumerate(self.line_colors):
            if held < 0:
                packed |= _EMPTY_LINE_OPEN[row_colors >> (5 * line) & 31] << line
            elif counts[line] <= line:
                packed |= 1 << (line + 5 * held)
        return [packed & 31, packed >> 5 & 31, packed >> 10 & 31, packed >> 15 & 31, packed >> 20]

    def copy(self) -> PlayerBoard:
        board = PlayerBoard.__new__(PlayerBoard)
        board.score = self.score
        board.line_colors = self.line_colors[:]
        board.line_counts = self.line_counts[:]
        board.wall = self.wall
        board.colors = self.colors
        board.row_colors = self.row_colors
        board.floor = self.floor[:]
        return board
