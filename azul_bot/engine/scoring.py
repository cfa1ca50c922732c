"""Scoring on a wall held as bit masks.

A wall is two integers (``PlayerBoard``): ``wall``, bit ``row * 5 + col`` set where a tile is,
and ``colors``, bit ``color * 25 + row * 5 + col`` set where a tile of that color is. Adjacency
and rows and columns need only the first; the color bonus needs the second, which on the
classic wall follows from the first (``printed_colors``).
"""

from __future__ import annotations

from .tiles import NUM_COLORS, WALL_SIZE, wall_column
from .variant import CLASSIC, Variant

CELLS = WALL_SIZE * WALL_SIZE
FULL_WALL = (1 << CELLS) - 1


def cell_bit(row: int, col: int) -> int:
    return 1 << (row * WALL_SIZE + col)


ROW_MASKS = tuple(sum(cell_bit(r, c) for c in range(WALL_SIZE)) for r in range(WALL_SIZE))
COLUMN_MASKS = tuple(sum(cell_bit(r, c) for r in range(WALL_SIZE)) for c in range(WALL_SIZE))
PRINTED_COLOR_MASKS = tuple(
    sum(cell_bit(r, wall_column(r, k)) for r in range(WALL_SIZE)) for k in range(NUM_COLORS)
)
"""Per color, the cells where the classic wall prints it."""
BITS = tuple(tuple(c for c in range(WALL_SIZE) if mask >> c & 1) for mask in range(32))
"""BITS[mask]: the columns (or rows) whose bits are set, in order."""


def color_mask(colors: int, color: int) -> int:
    """The cells (bit ``row * 5 + col``) holding ``color`` in a ``colors`` mask."""
    return colors >> (CELLS * color) & FULL_WALL


def columns_of(mask: int) -> int:
    """Bit ``c`` set when the cells of ``mask`` reach column ``c``."""
    return (mask | mask >> 5 | mask >> 10 | mask >> 15 | mask >> 20) & 31


def printed_colors(wall: int) -> int:
    """The ``colors`` mask of a classic wall: every tile is the color printed on its cell."""
    return sum((wall & mask) << (CELLS * k) for k, mask in enumerate(PRINTED_COLOR_MASKS))


def placement_score(wall: int, row: int, col: int) -> tuple[int, int, int]:
    """Points for a tile just placed at ``(row, col)`` on ``wall`` (which includes it).

    Returns ``(points, h, v)``: the contiguous horizontal and vertical runs through the tile,
    both counting it. Only straight runs count, an empty cell breaks them.
    """
    h, v = 1, 1
    c = col - 1
    while c >= 0 and wall >> (row * 5 + c) & 1:
        h, c = h + 1, c - 1
    c = col + 1
    while c < 5 and wall >> (row * 5 + c) & 1:
        h, c = h + 1, c + 1
    r = row - 1
    while r >= 0 and wall >> (r * 5 + col) & 1:
        v, r = v + 1, r - 1
    r = row + 1
    while r < 5 and wall >> (r * 5 + col) & 1:
        v, r = v + 1, r + 1
    if h > 1 and v > 1:
        return h + v, h, v
    if h > 1:
        return h, h, v
    return v, h, v  # v == 1 too when the tile touches nothing: a lone tile scores 1


def row_completable(variant: Variant, wall: int, colors: int, row: int, exhausted: int = 0) -> bool:
    """Whether wall ``row`` is complete or placements to come could still complete it: no
    color the row lacks is ``exhausted`` (bit ``k``: no tile of color ``k`` can ever be
    taken again), and each can have an empty cell of its own there, one that takes the color
    (``variant.wall_cells``) in a column without it. The cells never fail on the classic
    wall, where each color has its own printed cell.

    Placements only ever close cells, so a row that cannot be completed never can: on a free
    wall a color whose free cells are all in columns holding it, or (the Crystal Mosaic) a
    printed cell whose color is already elsewhere in its row or its column."""
    held = 0
    for color in range(NUM_COLORS):
        if colors >> (CELLS * color + WALL_SIZE * row) & 31:
            held |= 1 << color
    if exhausted & ~held:
        return False
    if not variant.free_wall:
        return True
    empty = ~(wall >> (WALL_SIZE * row)) & 31
    options = [
        variant.wall_cells(row, color) & empty & ~columns_of(color_mask(colors, color))
        for color in range(NUM_COLORS)
        if not held >> color & 1
    ]
    return _each_its_own(sorted(options, key=int.bit_count), 0)


def _each_its_own(options: list[int], used: int) -> bool:
    """Whether every column mask of ``options`` can give its color a column of its own, none
    of those in ``used`` (a matching, tried fewest choices first; five colors at most)."""
    if not options:
        return True
    free = options[0] & ~used
    while free:
        bit = free & -free
        if _each_its_own(options[1:], used | bit):
            return True
        free ^= bit
    return False


def complete_rows(wall: int) -> int:
    return sum(1 for mask in ROW_MASKS if wall & mask == mask)


def complete_columns(wall: int) -> int:
    return sum(1 for mask in COLUMN_MASKS if wall & mask == mask)


def complete_colors(colors: int) -> int:
    """Colors with all five tiles on a wall, from its ``colors`` mask."""
    return sum(1 for k in range(NUM_COLORS) if color_mask(colors, k).bit_count() == WALL_SIZE)


def end_bonuses(
    wall: int, colors: int | None = None, variant: Variant = CLASSIC
) -> tuple[int, int, int]:
    """``(row_bonus, column_bonus, color_bonus)`` points for a finished wall.

    ``colors`` is the wall's color mask; without it the wall is read as a classic one.
    """
    if colors is None:
        colors = printed_colors(wall)
    return (
        variant.row_bonus * complete_rows(wall),
        variant.column_bonus * complete_columns(wall),
        variant.color_bonus * complete_colors(colors),
    )
