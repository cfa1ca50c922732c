"""Where everything goes on the table image: pure geometry, no pixels.

One layout per player count, chosen for a phone that shows the image about 400 px wide:

- 2 players: status band, the factories and the center in one band, both boards side by side;
- 3 players: status band, then a 2 x 2 grid: three boards and, in the fourth quadrant, the
  factories (two rows) above the center;
- 4 players: status band, the factories in two rows beside the center, then a 2 x 2 grid of
  boards.

Boards are always two to a row, so a tile is about 15 px wide on a phone whatever the count.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

# ---------------------------------------------------------------- sizes, in image pixels
TILE = 30  # a tile on a player's board
PITCH = 34  # from one board slot to the next
MARGIN = 10  # around and between the panels
BOARD_PAD = 10  # inside a board panel
HEADER_H = 40  # a board's name-and-score strip
LABEL_W = 16  # the column of pattern-line numbers left of the staircase
WALL_GAP = 12  # between the pattern lines and the wall
FLOOR_GAP = 10  # between the lowest pattern line and the floor line
PENALTY_H = 16  # the penalty numbers under the floor slots
# The band on top: the headline (round and turn, or the winner) with the bag and lid, then
# the last move on up to two lines beside the color legend. Two lines, because the same move
# takes half as many words again in French or Dutch as in English.
STATUS_H = 76
STATUS_PAD = 14  # from the band's sides to its text
LEGEND_TILE = 20
LEGEND_PITCH = 40  # from one color of the legend to the next
# Factories: in a band across the table (2 and 4 players) they get board-sized tiles; in the
# 3-player quadrant, four to a row, they are smaller.
BAND_FACTORY_PITCH = 100  # from one factory to the next
BAND_FACTORY_D = 92  # a factory's diameter
QUADRANT_FACTORY_PITCH = 84
QUADRANT_FACTORY_D = 78
FACTORY_TILE_GAP = 3
CENTER_TILE = 30
FLOOR_SLOTS = 7
FRAME_OUTSET = 3  # how far a highlight frame (turn, last move) reaches past what it surrounds

BOARD_W = BOARD_PAD + LABEL_W + 5 * PITCH - (PITCH - TILE) + WALL_GAP + 5 * PITCH
BOARD_W += BOARD_PAD - (PITCH - TILE)
BOARD_H = BOARD_PAD + HEADER_H + 5 * PITCH + FLOOR_GAP + TILE + PENALTY_H + BOARD_PAD // 2
TABLE_W = 2 * BOARD_W + 3 * MARGIN


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


# ---------------------------------------------------------------- one player's board
def header_rect(board: Rect) -> Rect:
    return Rect(board.x0, board.y0, board.x1, board.y0 + BOARD_PAD + HEADER_H - 6)


def _lines_origin(board: Rect) -> tuple[int, int]:
    """Top-left of the 5 x 5 box holding the pattern-line staircase."""
    return board.x0 + BOARD_PAD + LABEL_W, board.y0 + BOARD_PAD + HEADER_H


def line_slot(board: Rect, line: int, index: int) -> Rect:
    """Slot ``index`` of pattern line ``line``: 0 is the rightmost, where the first tile goes.

    Lines are a right-aligned staircase: line ``l`` has ``l + 1`` slots ending beside the wall.
    """
    if not 0 <= index <= line <= 4:
        raise ValueError(f"pattern line {line} has no slot {index}")
    x, y = _lines_origin(board)
    return square(x + (4 - index) * PITCH, y + line * PITCH, TILE)


def line_label_anchor(board: Rect, line: int) -> tuple[int, int]:
    """Right-middle point of the number printed left of pattern line ``line``."""
    first = line_slot(board, line, line)
    return first.x0 - 4, (first.y0 + first.y1) // 2


def wall_cell(board: Rect, row: int, col: int) -> Rect:
    if not (0 <= row < 5 and 0 <= col < 5):
        raise ValueError(f"no wall cell ({row}, {col})")
    x, y = _lines_origin(board)
    return square(x + 5 * PITCH - (PITCH - TILE) + WALL_GAP + col * PITCH, y + row * PITCH, TILE)


def floor_slot(board: Rect, index: int) -> Rect:
    """Floor slot ``index`` (0-6, filled left to right), under the pattern lines."""
    if not 0 <= index < FLOOR_SLOTS:
        raise ValueError(f"no floor slot {index}")
    x, y = _lines_origin(board)
    return square(x + index * PITCH, y + 5 * PITCH + FLOOR_GAP, TILE)


def floor_penalty_anchor(board: Rect, index: int) -> tuple[int, int]:
    """Center-top of the penalty printed under floor slot ``index``."""
    slot = floor_slot(board, index)
    return (slot.x0 + slot.x1) // 2, slot.y1 + 2


def floor_total_anchor(board: Rect) -> tuple[int, int]:
    """Left-middle of the running floor penalty, right of the floor line."""
    last = floor_slot(board, FLOOR_SLOTS - 1)
    return last.x1 + 10, (last.y0 + last.y1) // 2


def name_box(board: Rect) -> Rect:
    """Where the name goes (its width limits the name), left of the score."""
    head = header_rect(board)
    return Rect(head.x0 + BOARD_PAD, head.y0 + 4, head.x1 - 96, head.y1 - 2)


def score_anchor(board: Rect) -> tuple[int, int]:
    """Right end of the score's baseline."""
    head = header_rect(board)
    return head.x1 - BOARD_PAD, head.y1 - 9


def board_layer(board: Rect) -> Rect:
    """The part of the image a board owns: the board and the turn frame around it.

    Renders cache each board's pixels by what it shows, so nothing else may draw here.
    """
    return board.inset(-FRAME_OUTSET)


# ---------------------------------------------------------------- the status band
def headline_anchor(status: Rect) -> tuple[int, int]:
    """Left end of the headline's baseline (the bag and lid end at ``stock_anchor``)."""
    return status.x0 + STATUS_PAD, status.y0 + 26


def stock_anchor(status: Rect) -> tuple[int, int]:
    """Right end of the baseline of the bag and lid counts."""
    return status.x1 - STATUS_PAD, status.y0 + 26


def legend_rect(status: Rect) -> Rect:
    """The color legend (a tile and its letter per color), at the band's lower right."""
    x1 = status.x1 - 12
    y0 = status.y0 + 42
    return Rect(x1 - 5 * LEGEND_PITCH, y0, x1, y0 + LEGEND_TILE)


def caption_rect(status: Rect) -> Rect:
    """Where the last move is written, under the headline and left of the legend."""
    return Rect(status.x0 + STATUS_PAD, status.y0 + 34, legend_rect(status).x0 - 16, status.y1 - 4)


def caption_baselines(status: Rect, lines: int) -> tuple[int, ...]:
    """Baselines of a caption of ``lines`` (1 or 2) lines: one line level with the legend."""
    if lines == 1:
        return (status.y0 + 57,)
    return status.y0 + 48, status.y0 + 66


# ---------------------------------------------------------------- the whole table
class TableLayout(NamedTuple):
    players: int
    size: tuple[int, int]
    status: Rect
    area: Rect  # the factories and center (and the results once the game is over)
    factories: tuple[Rect, ...]  # each factory's bounding square
    center: Rect
    boards: tuple[Rect, ...]


def factory_tile_size(factory: Rect) -> int:
    """The side of a tile on ``factory``: a third of its diameter, less the gap."""
    return (factory.width - FACTORY_TILE_GAP) // 3


def factory_tile(factory: Rect, index: int) -> Rect:
    """Tile ``index`` (0-3, reading order) of a factory: a 2 x 2 block in the middle."""
    if not 0 <= index < 4:
        raise ValueError(f"a factory holds 4 tiles, no tile {index}")
    size = factory_tile_size(factory)
    block = 2 * size + FACTORY_TILE_GAP
    x0 = factory.x0 + (factory.width - block) // 2
    y0 = factory.y0 + (factory.height - block) // 2
    step = size + FACTORY_TILE_GAP
    return square(x0 + (index % 2) * step, y0 + (index // 2) * step, size)


def factory_label_anchor(factory: Rect) -> tuple[int, int]:
    """Center of the factory's number badge, on its upper-left rim."""
    return factory.x0 + 9, factory.y0 + 9


def center_entry(center: Rect, index: int) -> Rect:
    """Entry ``index`` of the center: colors 0-4 then the marker, 3 per row or all in a row.

    An entry is a tile followed by its count ("x3"); the box returned is the tile's.
    """
    if not 0 <= index < 6:
        raise ValueError(f"the center shows 6 entries, no entry {index}")
    inner = Rect(center.x0 + 30, center.y0 + 6, center.x1 - 8, center.y1 - 6)
    columns = 6 if inner.width >= 6 * 58 and inner.height < 2 * (CENTER_TILE + 6) else 3
    rows = 6 // columns
    cell_w = inner.width // columns
    cell_h = inner.height // rows
    col, row = index % columns, index // columns
    entry_w = CENTER_TILE + 34  # tile, then room for "x12"
    x = inner.x0 + col * cell_w + (cell_w - entry_w) // 2
    y = inner.y0 + row * cell_h + (cell_h - CENTER_TILE) // 2
    return square(x, y, CENTER_TILE)


def center_label_anchor(center: Rect) -> tuple[int, int]:
    return center.x0 + 14, center.y0 + 14


def _grid(area: Rect, count: int, columns: int, pitch: int, diameter: int) -> tuple[Rect, ...]:
    """``count`` factory squares in rows of ``columns``, centered in ``area``."""
    rows = -(-count // columns)
    x_start = area.x0 + (area.width - columns * pitch) // 2
    y_start = area.y0 + (area.height - rows * pitch) // 2
    offset = (pitch - diameter) // 2
    return tuple(
        square(
            x_start + (i % columns) * pitch + offset,
            y_start + (i // columns) * pitch + offset,
            diameter,
        )
        for i in range(count)
    )


@cache
def table_layout(players: int) -> TableLayout:
    """The layout for a table of ``players`` (2-4)."""
    if players not in (2, 3, 4):
        raise ValueError(f"Azul is for 2 to 4 players, not {players!r}")
    width = TABLE_W
    status = Rect(MARGIN, MARGIN, width - MARGIN, MARGIN + STATUS_H)
    top = status.y1 + MARGIN
    left = Rect(MARGIN, 0, MARGIN + BOARD_W, 0)
    right = Rect(2 * MARGIN + BOARD_W, 0, 2 * MARGIN + 2 * BOARD_W, 0)

    def board(column: Rect, y: int) -> Rect:
        return Rect(column.x0, y, column.x1, y + BOARD_H)

    if players == 3:
        row2 = top + BOARD_H + MARGIN
        boards = (board(left, top), board(right, top), board(left, row2))
        area = board(right, row2)
        pitch = QUADRANT_FACTORY_PITCH
        factory_rows = Rect(area.x0, area.y0 + 4, area.x1, area.y0 + 4 + 2 * pitch)
        factories = _grid(factory_rows, 7, 4, pitch, QUADRANT_FACTORY_D)
        center = Rect(area.x0 + 8, factory_rows.y1 + 2, area.x1 - 8, area.y1 - 8)
        height = area.y1 + MARGIN
    else:
        count, rows = (5, 1) if players == 2 else (9, 2)
        pitch = BAND_FACTORY_PITCH
        area = Rect(MARGIN, top, width - MARGIN, top + rows * pitch + 12)
        factory_block = Rect(area.x0 + 4, area.y0, area.x0 + 4 + 5 * pitch, area.y1)
        factories = _grid(factory_block, count, 5, pitch, BAND_FACTORY_D)
        center = Rect(factory_block.x1 + 10, area.y0 + 8, area.x1 - 8, area.y1 - 8)
        y = area.y1 + MARGIN
        boards = tuple(
            board(left if seat % 2 == 0 else right, y + (seat // 2) * (BOARD_H + MARGIN))
            for seat in range(players)
        )
        height = boards[-1].y1 + MARGIN
    return TableLayout(players, (width, height), status, area, factories, center, boards)
