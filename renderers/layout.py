"""Where everything goes on the table image: pure geometry, no pixels.

Made for a phone, which shows the image about 400 px wide: every layout is ``TABLE_W`` (794 px)
wide, about twice that, and no text is drawn under 22 px (11 px on the phone). At most about
square, so that the phone shows it whole at that width. Boards are never more than two abreast
at full size, so a tile is 15 px on a phone, 21 px on your own board from your seat.
"""

from __future__ import annotations

from functools import cache
from math import isqrt
from typing import NamedTuple

from azul_bot.engine import CLASSIC

from .board_layout import COMPACT, FULL, LARGE, Board, board_height, board_width, place_board

# Re-exported: ``layout`` is where the rest of the renderer and the tests find every place.
from .board_layout import BoardSize as BoardSize
from .board_layout import board_layer as board_layer
from .board_layout import floor_slot as floor_slot
from .board_layout import floor_total_anchor as floor_total_anchor
from .board_layout import header_rect as header_rect
from .board_layout import line_label_anchor as line_label_anchor
from .board_layout import line_row as line_row
from .board_layout import line_slot as line_slot
from .board_layout import name_box as name_box
from .board_layout import score_anchor as score_anchor
from .board_layout import wall_cell as wall_cell
from .board_layout import wall_rect as wall_rect
from .geometry import FRAME_OUTSET, Rect, square
from .geometry import shifted as shifted

# ---------------------------------------------------------------- sizes, in image pixels
MARGIN = 10  # around and between the panels
# The band on top: the headline (round and turn, or the winner) with the bag and lid, then
# the last move in move notation beside the color legend.
STATUS_H = 80
STATUS_PAD = 14  # from the band's sides to its text
STATUS_ROW1 = 32  # the headline's baseline, from the band's top
STATUS_ROW2 = 59  # the middle of the second row
TITLE_H = 28  # a third row, for a variant the picture names (``table_layout(titled=True)``)
STATUS_ROW3 = 91  # its middle
LEGEND_TILE = 24
LEGEND_PITCH = 54  # from one color of the legend to the next
STRIP_TILE = 26  # the tile in the last move's notation
STRIP_BADGE = 30  # its source and line badges
BADGE_D = 30  # a factory's number badge, and the center's letter (C, M: the language's)
BADGE_OUTSET = 4  # how far a factory's badge reaches past its disc
# Factories: 92 px discs in a row of 5 or 7, 78 px in the row of 9.
FACTORY_TILE_GAP = 3
CENTER_TILE = 30
COUNT_W = 52  # room for a count ("20") left of a tile in the center
CENTER_ENTRY_W = CENTER_TILE + 6 + COUNT_W + 8
CENTER_ENTRY_H = CENTER_TILE + 10
CENTER_BADGE_ROOM = 38  # the strip of the center its letter's badge takes, at its left or top
TABLE_W = 2 * board_width(FULL) + 3 * MARGIN


# ---------------------------------------------------------------- the status band
def headline_anchor(status: Rect) -> tuple[int, int]:
    """Left end of the headline's baseline (the bag and lid end at ``stock_anchor``)."""
    return status.x0 + STATUS_PAD, status.y0 + STATUS_ROW1


def stock_anchor(status: Rect) -> tuple[int, int]:
    """Right end of the baseline of the bag and lid counts."""
    return status.x1 - STATUS_PAD, status.y0 + STATUS_ROW1


def legend_rect(status: Rect) -> Rect:
    """The color legend (a tile and its letter per color), at the band's lower right."""
    x1 = status.x1 - STATUS_PAD + 10  # the last letter's right side bearing
    y0 = status.y0 + STATUS_ROW2 - LEGEND_TILE // 2
    return Rect(x1 - 5 * LEGEND_PITCH, y0, x1, y0 + LEGEND_TILE)


def strip_rect(status: Rect) -> Rect:
    """Where the last move is shown in move notation, under the headline, left of the legend."""
    middle = status.y0 + STATUS_ROW2
    return Rect(
        status.x0 + STATUS_PAD,
        middle - STRIP_BADGE // 2 - 2,
        legend_rect(status).x0 - 20,
        middle + STRIP_BADGE // 2 + 2,
    )


def title_anchor(status: Rect) -> tuple[int, int]:
    """Left middle of the variant's name, under the last move (a titled band's third row)."""
    return status.x0 + STATUS_PAD, status.y0 + STATUS_ROW3


# ---------------------------------------------------------------- the whole table
class TableLayout(NamedTuple):
    players: int
    seat: int | None  # whose side the table is drawn from (None: nobody's)
    size: tuple[int, int]
    status: Rect
    area: Rect  # the factories (and the center when it shares their band): the final scores
    factories: tuple[Rect, ...]  # each factory's disc
    center: Rect
    boards: tuple[Board, ...]  # in seat order


def _factory_grid(tiles: int) -> tuple[int, int]:
    """Columns and rows of the most square block holding ``tiles`` (2 x 2 for four)."""
    columns = isqrt(tiles - 1) + 1
    return columns, -(-tiles // columns)


def factory_tile_size(factory: Rect, tiles: int = CLASSIC.factory_size) -> int:
    """The side of a tile on ``factory`` filled with ``tiles`` (the variant's
    ``factory_size``): the diameter, less the gaps, shared by one more than a row's tiles
    (a third of it for the 2 x 2 block of four)."""
    columns = _factory_grid(tiles)[0]
    return (factory.width - (columns - 1) * FACTORY_TILE_GAP) // (columns + 1)


def factory_tile(factory: Rect, index: int, tiles: int = CLASSIC.factory_size) -> Rect:
    """Tile ``index`` (reading order) of a factory filled with ``tiles``: a square block (2 x 2
    for four), a little right of and below the middle, away from the number badge on the
    upper-left rim."""
    if not 0 <= index < tiles:
        raise ValueError(f"a factory holds {tiles} tiles, no tile {index}")
    columns, rows = _factory_grid(tiles)
    size = factory_tile_size(factory, tiles)
    step = size + FACTORY_TILE_GAP
    width, height = columns * step - FACTORY_TILE_GAP, rows * step - FACTORY_TILE_GAP
    nudge = factory.width // 24
    x0 = factory.x0 + (factory.width - width) // 2 + nudge
    y0 = factory.y0 + (factory.height - height) // 2 + nudge
    return square(x0 + (index % columns) * step, y0 + (index // columns) * step, size)


def factory_badge(factory: Rect) -> Rect:
    """The disc of the factory's number, on its upper-left rim."""
    return square(factory.x0 - BADGE_OUTSET, factory.y0 - BADGE_OUTSET, BADGE_D)


def factory_layer(factory: Rect) -> Rect:
    """The part of the image a factory owns: its disc, its badge and the last move's ring."""
    return factory.inset(-max(BADGE_OUTSET, FRAME_OUTSET))


def center_badge(center: Rect) -> Rect:
    return square(center.x0 + 6, center.y0 + 6, BADGE_D)


def center_grid(center: Rect) -> tuple[Rect, int, int]:
    """``(box, columns, rows)`` of the center's six entries: as many abreast as fit, right of
    the badge of its letter or, if more fit so, under it (a tall, narrow center)."""
    inner = Rect(center.x0 + 4, center.y0 + 4, center.x1 - 4, center.y1 - 4)
    beside = Rect(inner.x0 + CENTER_BADGE_ROOM, inner.y0, inner.x1, inner.y1)
    below = Rect(inner.x0, inner.y0 + CENTER_BADGE_ROOM, inner.x1, inner.y1)
    for columns in (6, 3, 2, 1):
        rows = 6 // columns
        for box in (beside, below):
            if columns * CENTER_ENTRY_W <= box.width and rows * CENTER_ENTRY_H <= box.height:
                return box, columns, rows
    raise ValueError(f"six entries do not fit in the center {center}")


def center_entry(center: Rect, index: int) -> Rect:
    """Entry ``index`` of the center: its count, then a tile (the box returned)."""
    if not 0 <= index < 6:
        raise ValueError(f"the center shows 6 entries, no entry {index}")
    box, columns, rows = center_grid(center)
    cell_w, cell_h = box.width // columns, min(box.height // rows, CENTER_ENTRY_H + 14)
    col, row = index % columns, index // columns
    x = box.x0 + col * cell_w + (cell_w - CENTER_ENTRY_W) // 2 + 4 + COUNT_W + 6
    y = box.y0 + row * cell_h + (cell_h - CENTER_TILE) // 2
    return square(x, y, CENTER_TILE)


def _factory_row(area: Rect, count: int, pitch: int, diameter: int) -> tuple[Rect, ...]:
    """``count`` factory discs in a row, centered in ``area``."""
    x_start = area.x0 + (area.width - count * pitch) // 2 + (pitch - diameter) // 2
    y = area.y0 + (area.height - diameter) // 2
    return tuple(square(x_start + i * pitch, y, diameter) for i in range(count))


BAND_PITCH, BAND_D = 100, 92  # factories in a row of 5 or 7
BAND_PITCH_9, BAND_D_9 = 86, 78  # ... and in the row of 9
BAND_PAD = 8  # from the band's edge to a factory's disc
RESULT_ROW = 28  # the least height of a row of the final scores, in the factories' band
RESULT_PAD = 6  # from the band's top and bottom to the final scores


def _factories(area: Rect, count: int) -> tuple[Rect, ...]:
    pitch, diameter = (BAND_PITCH, BAND_D) if count <= 7 else (BAND_PITCH_9, BAND_D_9)
    return _factory_row(area, count, pitch, diameter)


def _band_height(count: int) -> int:
    return (BAND_D if count <= 7 else BAND_D_9) + 2 * BAND_PAD + 2


@cache
def table_layout(
    players: int, seat: int | None = None, factories: int | None = None, titled: bool = False
) -> TableLayout:
    """The layout for a table of ``players`` (as many as the classic game allows; every
    variant has its counts), from ``seat``'s side if one is given; ``factories`` is how many
    the game has (by default, as many as the classic rules give). ``titled``: the status
    band has a third row, for the name of the variant played (everything below it moves
    down)."""
    if players not in CLASSIC.player_counts:
        raise ValueError(f"no table layout for {players!r} players")
    if seat is not None and not 0 <= seat < players:
        raise ValueError(f"a table of {players} has no seat {seat!r}")
    count = CLASSIC.factories_for(players) if factories is None else factories
    if not 1 <= count <= 9:
        raise ValueError(f"the layouts hold 1 to 9 factories, not {count!r}")
    status = Rect(MARGIN, MARGIN, TABLE_W - MARGIN, MARGIN + STATUS_H + titled * TITLE_H)
    if seat is None:
        return _table(players, count, status)
    return _seated(players, count, seat, status)


def _table(players: int, count: int, status: Rect) -> TableLayout:
    width = TABLE_W
    top = status.y1 + MARGIN
    board_w, board_h = board_width(FULL), board_height(FULL)
    if players == 2:  # the factories, and the center beside them: two entries abreast
        area = Rect(MARGIN, top, width - MARGIN, top + 3 * CENTER_ENTRY_H + 2 * BAND_PAD + 8)
        row = Rect(area.x0, area.y0, area.x0 + 5 * BAND_PITCH + 2 * BAND_PAD, area.y1)
        factories = _factories(row, count)
        center = Rect(row.x1, area.y0 + BAND_PAD, area.x1 - BAND_PAD, area.y1 - BAND_PAD)
    elif players == 3:  # the factories alone: the center has the fourth quadrant
        band = max(_band_height(count), (players + 1) * RESULT_ROW + 2 * RESULT_PAD)
        area = Rect(MARGIN, top, width - MARGIN, top + band)
        factories = _factories(area, count)
        center = Rect(0, 0, 0, 0)  # placed below
    else:  # the factories, and the center as a strip under them
        strip = CENTER_ENTRY_H + 8
        area = Rect(MARGIN, top, width - MARGIN, top + _band_height(count) + strip + BAND_PAD)
        factories = _factories(
            Rect(area.x0, area.y0, area.x1, area.y0 + _band_height(count)), count
        )
        center = Rect(
            area.x0 + BAND_PAD, area.y1 - BAND_PAD - strip, area.x1 - BAND_PAD, area.y1 - BAND_PAD
        )
    y = area.y1 + MARGIN
    columns = (MARGIN, 2 * MARGIN + board_w)
    boards = tuple(
        place_board(columns[seat % 2], y + (seat // 2) * (board_h + MARGIN), FULL)
        for seat in range(players)
    )
    if players == 3:
        center = Rect(columns[1], boards[2].box.y0, columns[1] + board_w, boards[2].box.y1)
    height = boards[-1].box.y1 + MARGIN
    return TableLayout(players, None, (width, height), status, area, factories, center, boards)


def _seated(players: int, count: int, seat: int, status: Rect) -> TableLayout:
    width = TABLE_W
    top = status.y1 + MARGIN
    area = Rect(MARGIN, top, width - MARGIN, top + _band_height(count))
    factories = _factories(area, count)
    own = place_board(MARGIN, area.y1 + MARGIN, LARGE)
    right = Rect(own.box.x1 + MARGIN, own.box.y0, width - MARGIN, own.box.y1)
    others = [(seat + step) % players for step in range(1, players)]
    placed = {seat: own}
    compact_w, compact_h = board_width(COMPACT), board_height(COMPACT)
    if players == 2:  # the center over the other board, both beside yours
        placed[others[0]] = place_board(
            right.x0 + (right.width - compact_w) // 2, right.y1 - compact_h, COMPACT
        )
        center = Rect(right.x0, right.y0, right.x1, right.y1 - compact_h - MARGIN)
    else:  # the center beside yours, the others in a row under them
        center = right
        y = own.box.y1 + MARGIN
        gap = (width - 2 * MARGIN - len(others) * compact_w) // (len(others) + 1)
        for index, other in enumerate(others):
            x = MARGIN + gap + index * (compact_w + gap)
            placed[other] = place_board(x, y, COMPACT)
    boards = tuple(placed[index] for index in range(players))
    height = max(board.box.y1 for board in boards) + MARGIN
    return TableLayout(players, seat, (width, height), status, area, factories, center, boards)
