"""Scoring on a wall held as a 25-bit mask: bit ``row * 5 + col`` is set when a tile is there."""

from __future__ import annotations

from .tiles import (
    COLOR_BONUS,
    COLUMN_BONUS,
    NUM_COLORS,
    ROW_BONUS,
    WALL_SIZE,
    wall_column,
)


def cell_bit(row: int, col: int) -> int:
    return 1 << (row * WALL_SIZE + col)


ROW_MASKS = tuple(sum(cell_bit(r, c) for c in range(WALL_SIZE)) for r in range(WALL_SIZE))
COLUMN_MASKS = tuple(sum(cell_bit(r, c) for r in range(WALL_SIZE)) for c in range(WALL_SIZE))
COLOR_MASKS = tuple(
    sum(cell_bit(r, wall_column(r, k)) for r in range(WALL_SIZE)) for k in range(NUM_COLORS)
)
# COLOR_BITS[row][color]: the wall cell of that color in that row.
COLOR_BITS = tuple(
    tuple(cell_bit(r, wall_column(r, k)) for k in range(NUM_COLORS)) for r in range(WALL_SIZE)
)


def placement_score(wall: int, row: int, col: int) -> tuple[int, int, int]:
    """Points for a tile just placed at ``(row, col)`` on ``wall`` (which includes it).

    Returns ``(points, h, v)``: the contiguous horizontal and vertical runs through the tile,
    both counting it. Only straight runs count, an empty cell breaks them.
    """
    h = 1
    c = col - 1
    while c >= 0 and wall >> (row * 5 + c) & 1:
        h += 1
        c -= 1
    c = col + 1
    while c < 5 and wall >> (row * 5 + c) & 1:
        h += 1
        c += 1
    v = 1
    r = row - 1
    while r >= 0 and wall >> (r * 5 + col) & 1:
        v += 1
        r -= 1
    r = row + 1
    while r < 5 and wall >> (r * 5 + col) & 1:
        v += 1
        r += 1
    if h > 1 and v > 1:
        return h + v, h, v
    if h > 1:
        return h, h, v
    return v, h, v  # v == 1 too when the tile touches nothing: a lone tile scores 1


def complete_rows(wall: int) -> int:
    return sum(1 for mask in ROW_MASKS if wall & mask == mask)


def complete_columns(wall: int) -> int:
    return sum(1 for mask in COLUMN_MASKS if wall & mask == mask)


def complete_colors(wall: int) -> int:
    return sum(1 for mask in COLOR_MASKS if wall & mask == mask)


def end_bonuses(wall: int) -> tuple[int, int, int]:
    """``(row_bonus, column_bonus, color_bonus)`` points for a finished wall."""
    return (
        ROW_BONUS * complete_rows(wall),
        COLUMN_BONUS * complete_columns(wall),
        COLOR_BONUS * complete_colors(wall),
    )
