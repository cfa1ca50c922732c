"""Boxes: the rectangle every layout is made of, and how far a highlight reaches past one.

Pure geometry, no pixels; ``layout`` and ``board_layout`` place their boxes with these.
"""

from __future__ import annotations

from typing import NamedTuple

FRAME_OUTSET = 3  # how far a highlight frame (turn, last move) reaches past what it surrounds
RING = 3  # the width of the last move's rings (1.5 px on a phone)


class Rect(NamedTuple):
    """An axis-aligned box; ``x1``/``y1`` are exclusive like Pillow's crop boxes."""

    x0: int
    y0: int
    x1: int
    y1: int

    @property
    def width(self) -> int:
        return self.x1 - self.x0

    @property
    def height(self) -> int:
        return self.y1 - self.y0

    @property
    def center(self) -> tuple[int, int]:
        return (self.x0 + self.x1) // 2, (self.y0 + self.y1) // 2

    def inset(self, by: int) -> Rect:
        return Rect(self.x0 + by, self.y0 + by, self.x1 - by, self.y1 - by)

    def contains(self, other: Rect) -> bool:
        return (
            self.x0 <= other.x0
            and self.y0 <= other.y0
            and other.x1 <= self.x1
            and other.y1 <= self.y1
        )

    def overlaps(self, other: Rect) -> bool:
        return (
            self.x0 < other.x1 and other.x0 < self.x1 and self.y0 < other.y1 and other.y0 < self.y1
        )


def square(x: int, y: int, size: int) -> Rect:
    return Rect(x, y, x + size, y + size)


def shifted(rect: Rect, dx: int, dy: int) -> Rect:
    return Rect(rect.x0 + dx, rect.y0 + dy, rect.x1 + dx, rect.y1 + dy)
