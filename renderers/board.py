"""A player's board: the header (name, score, the round's gain), each row (pattern line and
wall row), the floor line, the turn frame, and after a wall tiling the cells just tiled with
the points they scored."""

from __future__ import annotations

from collections.abc import Iterable

from azul_bot.engine import MARKER, Color, Game

from . import layout as L
from . import sprites, style, typography
from .geometry import RING
from .highlights import Marks
from .layers import Command, Layer, Part, Sprite, Text, text_box
from .layout import Board, Rect
from .lettering import TEXT, middle_text, width

THEME = style.THEME
TURN_CORNER = 14  # the turn frame's corner radius: how far its curve reaches into the board
FRAME_BLEED = 4  # ... and how far its smoothed inner edge tints the board along the sides


def board_parts(
    board: Board,
    game: Game,
    seat: int,
    name: str,
    fallback: str,
    marks: Marks,
    printed: tuple[tuple[Color | None, ...], ...],
) -> list[Part]:
    """A board as parts: the header, each row (pattern line and wall row), the floor, and
    while it is this player's turn the frame around the board.

    After a wall tiling the points reach over the rows: then the whole board is one layer,
    drawn anew.
    """
    state = game.players[seat]
    to_play = not game.is_over and (game.current_player == seat or seat in game.to_place)
    # A compact board has room for its name and score only: the rings show what it walled.
    scored = marks.round_scored is not None and board.size.detailed
    gain = marks.round_gain(seat) if scored else None
    header = (board, name, fallback, state.score, to_play, gain)
    moved = marks.player == seat
    line_slots = marks.line_slots if moved else ()
    floor_slots = marks.floor_slots if moved else ()
    pending = game.pending_line(seat)  # a grey wall's line waiting for its column
    closed = _closed_cells(game, seat)
    rows = [
        (
            board,
            line,
            state.line_colors[line],
            state.line_counts[line],
            _wall_row(state, line, printed[line]),
            line_slots if line == marks.line else (),
            pending.columns if pending is not None and pending.row == line else (),
            closed.get(line, ()),
        )
        for line in range(5)
    ]
    lost = game.variant.floor_penalty(len(state.floor))
    floor = (board, tuple(state.floor), lost, floor_slots, game.variant.floor_size)
    walled = tuple((c.row, c.col, c.points) for c in marks.walled if c.player == seat)
    if walled:
        return [Part(_whole_board, (header, tuple(rows), floor, walled), keep=False)]
    parts = [Part(_header_layer, header)]
    if to_play:
        parts += [Part(_frame_layer, (board, side)) for side in range(5)]
    parts += [Part(_row_layer, row) for row in rows if _row_shows(row)]
    if state.floor:
        parts.append(Part(_floor_layer, floor))
    return parts


def _row_shows(row: tuple) -> bool:
    """Whether a row (``_row_layer``'s arguments) has anything to draw over the background:
    tiles on its line or wall, open columns or closed cells."""
    _, _, _, count, wall, _, open_columns, closed = row
    return bool(count or open_columns or closed or any(tile is not None for tile in wall))


def _closed_cells(game: Game, seat: int) -> dict[int, tuple[tuple[int, Color], ...]]:
    """By row, the empty printed cells of ``seat``'s wall that no tile can take any more
    (their color is already in their row or their column: the Crystal Mosaic's rule), as
    ``(column, color)``; none on a wall without printed cells."""
    closed: dict[int, tuple[tuple[int, Color], ...]] = {}
    state = game.players[seat]
    for cell in game.variant.printed_cells:
        if state.has_tile(cell.row, cell.col):
            continue
        if cell.col not in game.open_columns(seat, cell.row, cell.color):
            closed[cell.row] = (*closed.get(cell.row, ()), (cell.col, cell.color))
    return closed


def _wall_row(state, row: int, printed: tuple[Color | None, ...]) -> tuple[Color | None, ...]:
    """The color of each tile on wall row ``row`` (None where it is empty)."""
    bits = state.wall >> (5 * row) & 31
    if not bits:
        return (None,) * 5
    if all(color is not None for color in printed):  # a printed wall: the tile is its color
        return tuple(printed[col] if bits >> col & 1 else None for col in range(5))
    return tuple(state.color_at(row, col) for col in range(5))


def _whole_board(header: tuple, rows: tuple[tuple, ...], floor: tuple, walled: tuple) -> Layer:
    """The board right after a wall tiling: every part, then the cells just tiled with the
    points they scored."""
    board = header[0]
    commands = [
        *_header_layer(*header).commands,
        *(command for row in rows for command in _row_layer(*row).commands),
        *_floor_layer(*floor).commands,
        *_walled_commands(board, walled),
    ]
    return Layer(L.board_layer(board), tuple(commands))


def _header_layer(
    board: Board, name: str, fallback: str, score: int, to_play: bool, gain: tuple[int, int] | None
) -> Layer:
    """Name (``fallback`` if it has nothing the font draws) and score (and the round's
    ``gain``, walled and lost); while it is this player's turn, on the turn color under the
    top of the turn frame."""
    head = L.header_rect(board)
    size = board.size
    commands: list[Command] = []
    ink = THEME["text"]
    box = head
    if to_play:
        out = L.FRAME_OUTSET
        box = Rect(board.box.x0 - out, board.box.y0 - out, board.box.x1 + out, head.y1)
        commands.append(Sprite("filled", (head.width, head.height, 12, THEME["turn"]), head[:2]))
        commands.append(_turn_frame(board))
        ink = THEME["turn_text"]
    # Score at the right, then the round's gains, then the name in what is left.
    sx, sy = L.score_anchor(board)
    score_size = size.score_size
    commands.append(
        Text(str(score), (sx, sy), score_size, ink, bold=True, align="right", kind="score")
    )
    right = round(sx - width(str(score), score_size, True) - 10)
    if gain is not None:
        gained, lost = gain
        change = f"+{gained}" + (f" −{lost}" if lost else "")
        commands.append(
            Text(change, (right, sy), TEXT["gain"], ink, bold=True, align="right", kind="gain")
        )
        right -= round(width(change, TEXT["gain"], True)) + 10
    name_box = L.name_box(board)
    prefix = "▶ " if to_play else ""
    name_size = size.name_size
    room = right - name_box.x0 - typography.measure(prefix, name_size, True)
    shown = typography.fit_name(name, fallback, room, name_size)
    commands.append(Text(prefix + shown, (name_box.x0, sy), name_size, ink, bold=True, kind="name"))
    return Layer(box, tuple(commands))


def _turn_frame(board: Board) -> Sprite:
    out = L.FRAME_OUTSET
    box = board.box
    size = (box.width + 2 * out, box.height + 2 * out, TURN_CORNER, 3, THEME["turn"])
    return Sprite("frame", size, (box.x0 - out, box.y0 - out))


def _frame_layer(board: Board, side: int) -> Layer:
    """The turn frame below the header: its left side (0), right side (1), lower left corner
    (2), lower edge (3) and lower right corner (4); boxes that keep clear of the floor line.

    The header holds its top; along the sides its smoothed inner edge tints the board a little.
    """
    out, corner, bleed = L.FRAME_OUTSET, TURN_CORNER, FRAME_BLEED
    top = L.header_rect(board).y1
    b = board.box
    box = (
        Rect(b.x0 - out, top, b.x0 + bleed, b.y1 - corner),
        Rect(b.x1 - bleed, top, b.x1 + out, b.y1 - corner),
        Rect(b.x0 - out, b.y1 - corner, b.x0 + corner, b.y1 + out),
        Rect(b.x0 + corner, b.y1 - bleed, b.x1 - corner, b.y1 + out),
        Rect(b.x1 - corner, b.y1 - corner, b.x1 + out, b.y1 + out),
    )[side]
    return Layer(box, (_turn_frame(board),))


def _row_layer(
    board: Board,
    line: int,
    color: int,
    count: int,
    wall: tuple[Color | None, ...],
    outlined: tuple[int, ...],
    open_columns: tuple[int, ...] = (),
    closed: tuple[tuple[int, Color], ...] = (),
) -> Layer:
    """Pattern line ``line`` (``count`` tiles of ``color``) and wall row ``line`` (the color of
    each tile on it, None where empty), with the ``outlined`` slots the last move filled and,
    on a grey wall, the ``open_columns`` where the full line's tile may go; the printed cells
    ``closed`` for good, ``(column, color)``, go dark."""
    tile = board.size.tile
    tiles = [L.line_slot(board, line, index) for index in range(count)]
    commands: list[Command] = [
        Sprite("tile", (Color(color), tile, sprites.BRIGHT), cell[:2]) for cell in tiles
    ]
    for col, printed in closed:  # a plain well with the color's dim symbol: no tint, no ×2
        cell = L.wall_cell(board, line, col)
        tiles.append(cell)
        commands.append(Sprite("tile", (printed, tile, sprites.TARGET), cell[:2]))
    for col, placed in enumerate(wall):
        if placed is not None:
            cell = L.wall_cell(board, line, col)
            tiles.append(cell)
            commands.append(Sprite("tile", (placed, tile, sprites.BRIGHT), cell[:2]))
    rings = [L.line_slot(board, line, index) for index in outlined]
    commands += [_outline(board, cell) for cell in rings]
    for col in open_columns:  # inside the cell: rows above and below may hold rings too
        cell = L.wall_cell(board, line, col)
        tiles.append(cell)
        commands.append(Sprite("frame", (tile, tile, 6, 2, THEME["last_move"]), cell[:2]))
    return Layer(
        _union([*tiles, *(cell.inset(-L.FRAME_OUTSET) for cell in rings)]), tuple(commands)
    )


def _floor_layer(
    board: Board, floor: tuple[int, ...], lost: int, outlined: tuple[int, ...], slots: int
) -> Layer:
    """The floor line's tiles and marker, the points they cost (``lost``), the ``outlined``
    new ones; the line has ``slots`` (the variant's floor size)."""
    tile = board.size.tile
    boxes: list[Rect] = []
    commands: list[Command] = []
    for index, item in enumerate(floor):
        cell = L.floor_slot(board, index, slots)
        boxes.append(cell)
        if item == MARKER:
            commands.append(Sprite("marker", (tile,), cell[:2]))
        else:
            commands.append(Sprite("tile", (Color(item), tile, sprites.BRIGHT), cell[:2]))
    if floor:
        x, y = L.floor_total_anchor(board, slots)
        penalty = middle_text(f"−{lost}", (x, y), "floor_total", THEME["penalty"])
        boxes.append(text_box(penalty))
        commands.append(penalty)
    rings = [L.floor_slot(board, index, slots) for index in outlined]
    commands += [_outline(board, cell) for cell in rings]
    boxes += [cell.inset(-L.FRAME_OUTSET) for cell in rings]
    return Layer(_union(boxes), tuple(commands))


def _outline(board: Board, cell: Rect) -> Sprite:
    """The white outline around a slot the last move filled."""
    out = L.FRAME_OUTSET
    side = board.size.tile + 2 * out
    return Sprite(
        "frame", (side, side, 7, RING, THEME["last_move"]), (cell.x0 - out, cell.y0 - out)
    )


def _union(rects: Iterable[Rect]) -> Rect:
    """The smallest box around ``rects`` (an empty one around none)."""
    rects = list(rects)
    if not rects:
        return Rect(0, 0, 0, 0)
    return Rect(
        min(r.x0 for r in rects),
        min(r.y0 for r in rects),
        max(r.x1 for r in rects),
        max(r.y1 for r in rects),
    )


def _walled_commands(board: Board, walled: tuple[tuple[int, int, int], ...]) -> list[Command]:
    """Gold rings on the cells just tiled; on a detailed board, the points each scored in a
    gold pill on its pattern line, emptied by the tiling, beside the wall."""
    commands: list[Command] = []
    out = L.FRAME_OUTSET
    side = board.size.tile + 2 * out
    scored = (side, side, 7, RING, THEME["score_badge"])
    size = TEXT["points"]
    for row, col, points in walled:
        rect = L.wall_cell(board, row, col)
        commands.append(Sprite("frame", scored, (rect.x0 - out, rect.y0 - out)))
        if not board.size.detailed:
            continue
        label = f"+{points} →"
        w = round(width(label, size, True)) + 14
        h = min(board.size.tile, L.FULL.tile)
        line = L.line_row(board, row)
        px, py = line.x1 - w, line.y0 + (line.height - h) // 2
        number_x = L.line_label_anchor(board, row)[0]  # the line's number ends here
        if px < number_x + 2:  # the pill would half cover it: it covers it whole
            px = number_x - board.size.label_size - 4
            w = line.x1 - px
        commands.append(Sprite("filled", (w, h, h // 2, THEME["score_badge"]), (px, py)))
        ink = THEME["score_badge_text"]
        commands.append(
            middle_text(label, (px + w // 2, py + h // 2), "points", ink, align="center")
        )
    return commands
