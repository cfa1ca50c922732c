"""The material of the game that no variant changes: tile colors, the printed wall.

The printed (classic, colored) side of the wall: row ``r``, column ``c`` holds color
``COLORS[(c - r) % 5]``, so color ``k`` sits in row ``r`` at column ``(k + r) % 5``.
"""

from __future__ import annotations

from enum import IntEnum


class Color(IntEnum):
    """The five tile colors, in the canonical order of the rules."""

    BLUE = 0
    YELLOW = 1
    RED = 2
    BLACK = 3
    WHITE = 4

    @property
    def letter(self) -> str:
        """One letter per color, as typed in move texts: b, y, r, k (black), w."""
        return _LETTERS[self]

    @classmethod
    def from_name(cls, text: str) -> Color:
        """``Color.from_name("Red")`` or ``Color.from_name("r")``; raises ``ValueError``."""
        key = text.strip().lower()
        if key in _BY_NAME:
            return _BY_NAME[key]
        raise ValueError(f"unknown color {text!r}: expected one of {', '.join(COLOR_NAMES)}")

    def __str__(self) -> str:
        return self.name.lower()


COLORS: tuple[Color, ...] = tuple(Color)
COLOR_NAMES: tuple[str, ...] = tuple(str(c) for c in COLORS)
_LETTERS = ("b", "y", "r", "k", "w")
_BY_NAME = {str(c): c for c in COLORS} | {letter: Color(i) for i, letter in enumerate(_LETTERS)}

NUM_COLORS = 5
TILES_PER_COLOR = 20
WALL_SIZE = 5

WALL: tuple[tuple[Color, ...], ...] = tuple(
    tuple(COLORS[(col - row) % 5] for col in range(WALL_SIZE)) for row in range(WALL_SIZE)
)
"""The printed wall of the classic side: ``WALL[row][col]`` is the color of that cell."""


def wall_column(row: int, color: int) -> int:
    """The column where ``color`` is printed in wall row ``row`` (the classic side)."""
    return (color + row) % 5
