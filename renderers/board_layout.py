"""Where everything goes on one player's board: pure geometry, no pixels.

A board is drawn at one of three sizes: ``FULL`` on the whole table, and from a seat ``LARGE``
for that player's own board and ``COMPACT`` for the others (no line numbers or floor costs).
Its header (name and score), pattern lines, wall and floor line are placed from its box.
"""

from __future__ import annotations

from typing import NamedTuple

from azul_bot.engine import CLASSIC

from .geometry import FRAME_OUTSET, Rect, square


class BoardSize(NamedTuple):
    """One size a board is drawn at: its tiles, its margins and its texts' sizes."""

    tile: int
    pitch: int  # from one slot to the next
    pad: int  # inside the board's panel
    header: int  # the name-and-score strip, from the board's top
    label_w: int  # the column of line numbers left of the lines
    wall_gap: int  # between the pattern lines and the wall
    floor_gap: int  # under the header and above the floor line
    name_size: int
    score_size: int
    label_size: int  # the line numbers and the floor costs (0: not drawn)
    detailed: bool  # line numbers, the cost of each floor slot, the points of each new tile


FULL = BoardSize(30, 34, 10, 40, 18, 12, 8, 24, 28, 22, True)
LARGE = BoardSize(42, 48, 12, 48, 24, 16, 10, 26, 32, 24, True)
COMPACT = BoardSize(18, 21, 8, 34, 10, 8, 6, 22, 24, 0, False)  # (no numbers in the column)


def board_width(size: BoardSize) -> int:
    run = 5 * size.pitch - (size.pitch - size.tile)  # five slots in a row
    return 2 * size.pad + size.label_w + 2 * run + size.wall_gap


def board_height(size: BoardSize) -> int:
    run = 5 * size.pitch - (size.pitch - size.tile)
    return size.header + size.floor_gap + run + size.floor_gap + size.tile + size.pad


class Board(NamedTuple):
    """Where a board is and at what size."""

    box: Rect
    size: BoardSize


def place_board(x: int, y: int, size: BoardSize) -> Board:
    return Board(Rect(x, y, x + board_width(size), y + board_height(size)), size)


def header_rect(board: Board) -> Rect:
    box = board.box
    return Rect(box.x0, box.y0, box.x1, box.y0 + board.size.header)


def _lines_origin(board: Board) -> tuple[int, int]:
    """Top-left of the 5 x 5 box holding the pattern-line staircase."""
    size = board.size
    return board.box.x0 + size.pad + size.label_w, board.box.y0 + size.header + size.floor_gap


def line_slot(board: Board, line: int, index: int) -> Rect:
    """Slot ``index`` of pattern line ``line``: 0 is the rightmost, where the first tile goes.

    Lines are a right-aligned staircase: line ``l`` has ``l + 1`` slots ending beside the wall.
    """
    if not 0 <= index <= line <= 4:
        raise ValueError(f"pattern line {line} has no slot {index}")
    x, y = _lines_origin(board)
    pitch = board.size.pitch
    return square(x + (4 - index) * pitch, y + line * pitch, board.size.tile)


def line_label_anchor(board: Board, line: int) -> tuple[int, int]:
    """Right-middle point of the number printed left of pattern line ``line``."""
    first = line_slot(board, line, line)
    return first.x0 - 4, (first.y0 + first.y1) // 2


def line_row(board: Board, line: int) -> Rect:
    """The whole row of pattern line ``line``, from the board's edge to the wall: after a
    wall tiling empties the line, the points its tile scored are written here."""
    last = line_slot(board, line, 0)
    return Rect(board.box.x0 + board.size.pad, last.y0, last.x1, last.y1)


def wall_cell(board: Board, row: int, col: int) -> Rect:
    if not (0 <= row < 5 and 0 <= col < 5):
        raise ValueError(f"no wall cell ({row}, {col})")
    x, y = _lines_origin(board)
    size = board.size
    run = 5 * size.pitch - (size.pitch - size.tile)
    return square(x + run + size.wall_gap + col * size.pitch, y + row * size.pitch, size.tile)


def wall_rect(board: Board) -> Rect:
    """The backing behind the 5 x 5 wall."""
    first, last = wall_cell(board, 0, 0), wall_cell(board, 4, 4)
    return Rect(first.x0, first.y0, last.x1, last.y1).inset(-(board.size.pitch - board.size.tile))


def floor_slot(board: Board, index: int, slots: int = CLASSIC.floor_size) -> Rect:
    """Floor slot ``index`` (filled left to right) of a floor line of ``slots`` (the
    variant's ``floor_size``), under the pattern lines."""
    if not 0 <= index < slots:
        raise ValueError(f"no floor slot {index} in a floor line of {slots}")
    x, y = _lines_origin(board)
    size = board.size
    run = 5 * size.pitch - (size.pitch - size.tile)
    return square(x + index * size.pitch, y + run + size.floor_gap, size.tile)


def floor_total_anchor(board: Board, slots: int = CLASSIC.floor_size) -> tuple[int, int]:
    """Left-middle of the running floor penalty, right of a floor line of ``slots``."""
    last = floor_slot(board, slots - 1, slots)
    return last.x1 + 10, (last.y0 + last.y1) // 2


def name_box(board: Board) -> Rect:
    """Where the name goes (its width limits the name), left of the score."""
    head = header_rect(board)
    pad = board.size.pad
    return Rect(head.x0 + pad, head.y0 + 4, head.x1 - 3 * board.size.score_size, head.y1 - 2)


def score_anchor(board: Board) -> tuple[int, int]:
    """Right end of the score's baseline."""
    head = header_rect(board)
    size = board.size
    return head.x1 - size.pad, head.y0 + (head.height + round(0.72 * size.score_size)) // 2


def board_layer(board: Board) -> Rect:
    """The part of the image a board owns: the board and the turn frame around it.

    Renders cache each board's pixels by what it shows, so nothing else may draw here.
    """
    return board.box.inset(-FRAME_OUTSET)
