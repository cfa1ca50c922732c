"""The table image: ``render_table(game, names=..., events=...)`` and ``to_png(image)``.

A render starts from a cached background (panels, empty slots, the faint wall, floor penalties,
factory displays: everything that depends only on the player count), already mapped onto the
fixed palette, and pastes layers over it (see ``layers``): each factory, and per board its
header, each row (pattern line and wall row), its floor and the turn frame; each is drawn once
and cached as palette pixels under the few values it shows, so a render is mostly a few dozen
plain pastes. What changes with every move (the status band, the center, a board right after
its wall tiling, the results) is drawn anew. The caches hold only images nobody modifies, so
renders may run in parallel threads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

from azul_bot.engine import (
    CENTER,
    FLOOR,
    FLOOR_PENALTIES,
    MARKER,
    WALL,
    Color,
    Event,
    Game,
    MarkerTaken,
    TilesTaken,
    floor_penalty,
)

from . import layout as L
from . import sprites, style, typography
from .highlights import Marks, marks_from_events
from .labels import Labels
from .layers import (
    Command,
    Layer,
    Sprite,
    Text,
    draw_text,
    execute,
    flatten,
    palette_size,
    text_box,
    to_palette,
)
from .layout import Rect, TableLayout
from .names import ELLIPSIS, drawable, shorten
from .png import encode_png

THEME = style.THEME

# Text sizes, in pixels.
NAME_SIZE = 19
SCORE_SIZE = 27
STATUS_SIZE = 18
CAPTION_SIZE = 14
LABEL_SIZE = 13
PENALTY_SIZE = 11
BADGE_SIZE = 15
COUNT_SIZE = 17
RESULT_SIZE = 15
SMALLEST_SIZE = 12  # a label too long for its box is drawn down to this size before it is cut
CAPTION_LINES = 2  # the last move is written on at most this many lines

# Layers kept as palette pixels, about 7 KB each (a row of a board, a header, a factory):
# 2048 take some 15 MB and hold what the moves of many games in turn leave unchanged.
LAYER_CACHE = 2048
TURN_CORNER = 14  # the turn frame's corner radius: how far its curve reaches into the board
FRAME_BLEED = 4  # ... and how far its smoothed inner edge tints the board along the sides

Point = tuple[int, int]


def paste(image: Image.Image, sprite: Image.Image, at: Point) -> None:
    image.paste(sprite, at, sprite)


def fit(content: str, max_width: float, size: int, bold: bool = False) -> str:
    """``content`` (already drawable) shortened with an ellipsis to ``max_width``."""
    return shorten(content, max_width, lambda t: typography.measure(t, size, bold))


def width(content: str, size: int, bold: bool = False) -> float:
    """How wide ``content`` is drawn (what ``draw_text`` returns)."""
    return typography.measure(content, size, bold) if content else 0


def fit_around(
    compose: Callable[[str], str], name: str, max_width: float, size: int, bold: bool = False
) -> str:
    """``compose(name)`` (a label around a name) in ``max_width``: the name is cut first, so
    the label's words stay whole; they are cut at the end only if not even an ellipsis for the
    name leaves room for them."""
    whole = compose(name)
    if width(whole, size, bold) <= max_width:
        return whole
    room = max_width - width(compose(ELLIPSIS), size, bold) + width(ELLIPSIS, size, bold)
    if room > width(ELLIPSIS, size, bold):
        whole = compose(fit(name, room, size, bold))
    return fit(whole, max_width, size, bold)  # widths do not quite add up (kerning)


def fit_size(
    content: str, max_width: float, size: int, bold: bool = False, smallest: int = SMALLEST_SIZE
) -> tuple[str, int]:
    """``(content, size)`` to draw in ``max_width``: a smaller size, down to ``smallest``, before
    an ellipsis."""
    for tried in range(size, smallest - 1, -1):
        if width(content, tried, bold) <= max_width:
            return content, tried
    return fit(content, max_width, smallest, bold), smallest


def wrap(
    sentences: Sequence[str], max_width: float, size: int, lines: int, bold: bool = False
) -> list[str]:
    """``sentences`` on at most ``lines`` lines of ``max_width``: whole sentences to a line if
    they fit so, else broken at spaces (a no-break space holds); the last line ends in an
    ellipsis if it all does not fit."""
    content = " ".join(sentence for sentence in sentences if sentence)
    if width(content, size, bold) <= max_width:
        return [content] if content else []
    packed: list[str] = []
    for sentence in sentences:
        joined = f"{packed[-1]} {sentence}" if packed else sentence
        if packed and width(joined, size, bold) <= max_width:
            packed[-1] = joined
        else:
            packed.append(sentence)
    if len(packed) <= lines and all(width(line, size, bold) <= max_width for line in packed):
        return packed
    words = content.split(" ")
    out: list[str] = []
    while words and len(out) < lines - 1:
        taken = 1
        while taken < len(words) and width(" ".join(words[: taken + 1]), size, bold) <= max_width:
            taken += 1
        out.append(fit(" ".join(words[:taken]), max_width, size, bold))  # a word too long
        words = words[taken:]
    if words:
        out.append(fit(" ".join(words), max_width, size, bold))
    return out


# ---------------------------------------------------------------- the cached background
@lru_cache(maxsize=8)
def background(players: int, over: bool) -> Image.Image:
    """Everything that depends only on the player count (and whether the game is over)."""
    lay = L.table_layout(players)
    scale = sprites.SUPERSAMPLE // 2  # smooth edges at half the sprites' cost
    big = Image.new("RGB", (lay.size[0] * scale, lay.size[1] * scale), THEME["table"])
    draw = ImageDraw.Draw(big)

    def box(rect: Rect) -> tuple[int, int, int, int]:
        return (rect.x0 * scale, rect.y0 * scale, rect.x1 * scale - 1, rect.y1 * scale - 1)

    def panel(rect: Rect, fill: style.RGB, edge: style.RGB, radius: int) -> None:
        draw.rounded_rectangle(box(rect), radius * scale, fill=fill, outline=edge, width=scale)

    _ornament(draw, lay, scale)
    panel(lay.status, THEME["panel"], THEME["panel_edge"], 12)
    panel(lay.area, THEME["panel"], THEME["panel_edge"], 12)
    if not over:
        for factory in lay.factories:
            draw.ellipse(
                box(factory), fill=THEME["factory"], outline=THEME["factory_edge"], width=2 * scale
            )
        panel(lay.center, THEME["center"], THEME["slot_edge"], 10)
    for board in lay.boards:
        panel(board, THEME["panel"], THEME["panel_edge"], 12)
        head = L.header_rect(board)
        draw.rounded_rectangle(
            box(head), 12 * scale, fill=THEME["header"], corners=(True, True, False, False)
        )
        wall = Rect(*L.wall_cell(board, 0, 0)[:2], *L.wall_cell(board, 4, 4)[2:]).inset(-5)
        draw.rounded_rectangle(box(wall), 9 * scale, fill=THEME["wall"])
        for line in range(5):
            for index in range(line + 1):
                _slot(draw, box(L.line_slot(board, line, index)), scale)
        for index in range(L.FLOOR_SLOTS):
            _slot(draw, box(L.floor_slot(board, index)), scale)
    image = big.resize(lay.size, Image.Resampling.LANCZOS)
    # Sprites and text go on at full resolution (they are smooth already).
    for board in lay.boards:
        for row in range(5):
            for col in range(5):
                cell = L.wall_cell(board, row, col)
                paste(
                    image, sprites.tile(WALL[row][col], L.TILE, sprites.FAINT), (cell.x0, cell.y0)
                )
            x, y = L.line_label_anchor(board, row)
            draw_text(
                image,
                str(row + 1),
                (x, y),
                LABEL_SIZE,
                THEME["text_muted"],
                align="right",
                middle=True,
            )
        x, y = L.line_label_anchor(board, 4)
        floor = L.floor_slot(board, 0)
        draw_text(
            image,
            "F",
            (x, (floor.y0 + floor.y1) // 2),
            LABEL_SIZE,
            THEME["text_muted"],
            align="right",
            middle=True,
        )
        for index, points in enumerate(FLOOR_PENALTIES):
            cx, top = L.floor_penalty_anchor(board, index)
            draw_text(
                image,
                f"−{points}",
                (cx, top + PENALTY_SIZE),
                PENALTY_SIZE,
                THEME["penalty"],
                align="center",
            )
    if not over:
        for number, factory in enumerate(lay.factories, start=1):
            _badge(image, str(number), L.factory_label_anchor(factory))
        _badge(image, "C", L.center_label_anchor(lay.center))
    _legend(image, lay)
    return image


def _ornament(draw: ImageDraw.ImageDraw, lay: TableLayout, scale: int) -> None:
    """A faint azulejo motif on the table margins."""
    step = 24 * scale
    ink = THEME["table_ornament"]
    for y in range(0, lay.size[1] * scale, step):
        for x in range((y // step % 2) * step // 2, lay.size[0] * scale, step):
            r = 3 * scale
            draw.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=ink)


def _slot(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], scale: int) -> None:
    draw.rounded_rectangle(
        box, 5 * scale, fill=THEME["slot"], outline=THEME["slot_edge"], width=scale
    )


def _badge(image: Image.Image, label: str, center: Point) -> None:
    """A factory's number (as players type it) in a disc on its rim."""
    d = 22
    disc = sprites.filled(d, d, d // 2, THEME["text"])
    paste(image, disc, (center[0] - d // 2, center[1] - d // 2))
    draw_text(
        image, label, center, BADGE_SIZE, THEME["center"], bold=True, align="center", middle=True
    )


def _legend(image: Image.Image, lay: TableLayout) -> None:
    """Each color's tile beside the letter players type for it (notation: every language's)."""
    x, y = L.legend_rect(lay.status)[:2]
    for color in Color:
        paste(image, sprites.tile(color, L.LEGEND_TILE), (x, y))
        draw_text(
            image,
            color.letter,
            (x + L.LEGEND_TILE + 4, y + L.LEGEND_TILE // 2),
            CAPTION_SIZE,
            THEME["text_muted"],
            bold=True,
            middle=True,
        )
        x += L.LEGEND_PITCH


# ---------------------------------------------------------------- per render
class Part(NamedTuple):
    """A layer of the table as ``build(*args)``: a pure function of small hashable arguments,
    so its pixels can be cached under them (when ``keep``: it will be drawn again)."""

    build: Callable[..., Layer]
    args: tuple
    keep: bool = True


def render_table(
    game: Game, *, names: Sequence[str], labels: Labels, events: Iterable[Event] | None = None
) -> Image.Image:
    """The whole table as players see it; ``events`` (those of the last ``play``) are highlighted.

    ``names`` are the players' display names in seat order; what the shipped font cannot draw
    is dropped and long names end in an ellipsis. ``labels`` are the words drawn, in the
    reader's language (``azul_bot.words.pictures.picture_labels``). Returns a palette ("P")
    image.
    """
    players = len(game.players)
    if len(names) != players:
        raise ValueError(f"{players} players but {len(names)} names")
    over = game.is_over
    image = _palette_background(players, over).copy()
    for part in table_parts(game, names, events, labels):
        if part.keep:
            at, pixels = _kept_part(players, over, part.build, part.args)
        else:
            at, pixels = _flat_part(players, over, part.build, part.args)
        image.paste(pixels, at)
    return image


def table_parts(
    game: Game, names: Sequence[str], events: Iterable[Event] | None, labels: Labels
) -> list[Part]:
    """What ``render_table`` draws over the background, as layers whose boxes never overlap."""
    lay = L.table_layout(len(game.players))
    events = list(events) if events else []  # read twice below: a generator would run dry
    marks = marks_from_events(game, events)
    fallbacks = [labels.player.format(number=seat + 1) for seat in range(len(names))]
    shown = [_drawable_name(name, fallbacks[seat]) for seat, name in enumerate(names)]
    status = _status_layer(lay, game, shown, marks, events, labels)
    parts = [Part(_given, (status,), keep=False)]
    if game.is_over:
        parts.append(Part(_given, (_results_layer(lay, game, shown, labels),), keep=False))
    else:
        parts += _factory_parts(lay, game, marks)
        parts.append(Part(_given, (_center_layer(lay, game, marks),), keep=False))
    for seat, board in enumerate(lay.boards):
        parts += _board_parts(board, game, seat, names[seat], fallbacks[seat], marks)
    return parts


def flat_render(
    game: Game, *, names: Sequence[str], labels: Labels, events: Iterable[Event] | None = None
) -> Image.Image:
    """The same picture with every command drawn straight on the whole background: slower,
    and the reference that ``render_table`` matches pixel for pixel."""
    canvas = background(len(game.players), game.is_over).copy()
    drawn = set()  # a command split over several layers (the turn frame) is drawn once
    for part in table_parts(game, names, events, labels):
        for command in part.build(*part.args).commands:
            if command not in drawn:
                drawn.add(command)
                execute(canvas, command)
    return to_palette(canvas)


def to_png(image: Image.Image) -> bytes:
    """PNG bytes of a table image (palette images stay 8-bit; others are quantized first)."""
    if image.mode != "P":
        image = to_palette(image.convert("RGB"))
    return encode_png(image, colors=palette_size())


def forget_layers() -> None:
    """Drop every cached layer (benchmarks use it to time renders with nothing cached)."""
    _kept_part.cache_clear()


@lru_cache(maxsize=8)
def _palette_background(players: int, over: bool) -> Image.Image:
    return to_palette(background(players, over))


@lru_cache(maxsize=LAYER_CACHE)
def _kept_part(
    players: int, over: bool, build: Callable[..., Layer], args: tuple
) -> tuple[Point, Image.Image]:
    """Shared between renders and threads: paste from it, never draw on it."""
    return _flat_part(players, over, build, args)


def _flat_part(
    players: int, over: bool, build: Callable[..., Layer], args: tuple
) -> tuple[Point, Image.Image]:
    layer = build(*args)
    return layer.box[:2], flatten(background(players, over), layer)


def _given(layer: Layer) -> Layer:
    """The builder of a part drawn anew each time: its layer is made beforehand."""
    return layer


def _drawable_name(name: str, fallback: str) -> str:
    """``name`` without what the font lacks, at full length (the caller shortens the line)."""
    cleaned = drawable(name, typography.covered)
    return cleaned if any(c.isalnum() for c in cleaned) else fallback


def _status_layer(
    lay: TableLayout,
    game: Game,
    shown: list[str],
    marks: Marks,
    events: list[Event],
    labels: Labels,
) -> Layer:
    """The headline (round and whose turn, or the winners) with the bag and lid, and under it
    what the last move did."""
    x0, baseline = L.headline_anchor(lay.status)
    right = L.stock_anchor(lay.status)[0]
    stock = labels.stock.format(bag=sum(game.bag), lid=sum(game.lid))
    stock = fit(stock, (right - x0) // 3, STATUS_SIZE - 2)
    commands = [Text(stock, (right, baseline), STATUS_SIZE - 2, THEME["text_muted"], align="right")]
    room = right - width(stock, STATUS_SIZE - 2) - 20 - x0
    key, color = "name", THEME["text"]
    if game.is_over:
        result = game.result
        assert result is not None
        color = THEME["winner"]
        if result.shared_victory:
            template, key = labels.shared_victory, "names"
            # Each winner keeps an equal share of the room left by the words.
            share = room - width(template.format(names=""), STATUS_SIZE, True)
            share = (share - width(", ", STATUS_SIZE, True) * (len(result.winners) - 1)) / len(
                result.winners
            )
            name = ", ".join(fit(shown[w], share, STATUS_SIZE, True) for w in result.winners)
        else:
            template, name = labels.winner, shown[result.winners[0]]
    else:
        template, name = labels.turn, shown[game.current_player]
    headline = fit_around(
        lambda name: template.format(round=game.round, **{key: name}), name, room, STATUS_SIZE, True
    )
    commands.append(Text(headline, (x0, baseline), STATUS_SIZE, color, bold=True))
    box = L.caption_rect(lay.status)
    lines = wrap(
        _caption(events, marks, shown, labels, box.width), box.width, CAPTION_SIZE, CAPTION_LINES
    )
    for line, y in zip(lines, L.caption_baselines(lay.status, len(lines)), strict=False):
        commands.append(Text(line, (box.x0, y), CAPTION_SIZE, THEME["text_muted"]))
    return Layer(lay.status, tuple(c for c in commands if c.content))


def _caption(
    events: list[Event], marks: Marks, shown: list[str], labels: Labels, line_width: int
) -> list[str]:
    """What the last move did, in a sentence (and the next, which round it ended if it did)."""
    taken = next((e for e in events if isinstance(e, TilesTaken)), None)
    if taken is None:
        return []
    if taken.source == CENTER:
        marker = any(isinstance(e, MarkerTaken) for e in events)
        source = labels.from_center_marker if marker else labels.from_center
    else:
        source = labels.from_factory.format(number=taken.source + 1)
    line = labels.to_floor if taken.line == FLOOR else labels.to_line.format(number=taken.line + 1)
    spilled = []
    if taken.line != FLOOR and taken.to_floor:
        spilled.append(labels.spilled_floor.format(count=taken.to_floor))
    if taken.to_lid:
        spilled.append(labels.spilled_lid.format(count=taken.to_lid))
    move = (labels.move_spilled if spilled else labels.move).format(
        # A long name keeps at most a quarter of a line: the caption is about the move.
        name=fit(shown[taken.player], line_width / 4, CAPTION_SIZE),
        tiles=labels.tiles[taken.color][taken.count],
        source=source,
        line=line,
        spilled=", ".join(spilled),
    )
    if marks.round_scored is None or marks.game_ended:
        return [move]
    return [move, labels.round_scored.format(round=marks.round_scored)]


def _factory_parts(lay: TableLayout, game: Game, marks: Marks) -> list[Part]:
    """One part per factory that holds tiles or was the last move's source."""
    parts = []
    for index, (factory, counts) in enumerate(zip(lay.factories, game.factories, strict=True)):
        source = marks.source == index and marks.color is not None
        ghost = (marks.color, min(marks.count, 4)) if source and marks.ghost_source else None
        if source or any(counts):
            parts.append(Part(_factory_layer, (factory, tuple(counts), source, ghost)))
    return parts


def _factory_layer(
    factory: Rect, counts: tuple[int, ...], source: bool, ghost: tuple[Color, int] | None
) -> Layer:
    """A factory's tiles in color order; as the last move's source, ringed, with ``ghost``
    ``(color, count)`` of the tiles taken where they lay."""
    commands = []
    slot = 0
    for color in Color:
        for _ in range(counts[color]):
            cell = L.factory_tile(factory, slot)
            commands.append(Sprite("tile", (color, cell.width), (cell.x0, cell.y0)))
            slot += 1
    if not source:
        return Layer(factory, tuple(commands))
    if ghost is not None:
        color, count = ghost
        for index in range(count):
            cell = L.factory_tile(factory, index)
            commands.append(Sprite("tile", (color, cell.width, sprites.GHOST), (cell.x0, cell.y0)))
    ring = (factory.width + 6, 3, THEME["last_move"])
    commands.append(Sprite("ring", ring, (factory.x0 - 3, factory.y0 - 3)))
    return Layer(factory.inset(-L.FRAME_OUTSET), tuple(commands))


def center_entries(game: Game, marks: Marks) -> list[tuple[Color | None, int, bool]]:
    """What the center shows, in order: ``(color, count, ghost)``; color None is the marker.

    The color just taken from the center stays visible as a ghost with its count.
    """
    entries: list[tuple[Color | None, int, bool]] = []
    for color in Color:
        if game.center[color]:
            entries.append((color, game.center[color], False))
        elif marks.ghost_source and marks.source == CENTER and marks.color == color:
            entries.append((color, marks.count, True))
    if game.marker_in_center:
        entries.append((None, 1, False))
    return entries


def _center_layer(lay: TableLayout, game: Game, marks: Marks) -> Layer:
    """The center, and its outline when it was the last move's source (in the 3-player
    quadrant that outline and a factory's ring would touch: only one is ever drawn)."""
    box = lay.center
    arrival = (L.CENTER_TILE + 6, L.CENTER_TILE + 6, 7, 2, THEME["last_move"])
    commands: list[Sprite | Text] = []
    for index, (color, count, ghost) in enumerate(center_entries(game, marks)[:6]):
        cell = L.center_entry(lay.center, index)
        at = (cell.x0, cell.y0)
        if color is None:
            commands.append(Sprite("marker", (L.CENTER_TILE,), at))
            continue
        state = sprites.GHOST if ghost else sprites.BRIGHT
        commands.append(Sprite("tile", (color, L.CENTER_TILE, state), at))
        arrived = not ghost and bool(marks.to_center) and marks.to_center[color] > 0
        if arrived:  # the rest of the factory just taken from slid here
            commands.append(Sprite("frame", arrival, (cell.x0 - 3, cell.y0 - 3)))
        ink = THEME["last_move"] if ghost or arrived else THEME["text"]
        middle = (cell.x1 + 5, (cell.y0 + cell.y1) // 2)
        commands.append(Text(f"×{count}", middle, COUNT_SIZE, ink, bold=True, middle=True))
    if marks.source == CENTER and marks.ghost_source:
        outline = (lay.center.width + 6, lay.center.height + 6, 12, 3, THEME["last_move"])
        commands.append(Sprite("frame", outline, (lay.center.x0 - 3, lay.center.y0 - 3)))
        box = lay.center.inset(-L.FRAME_OUTSET)
    return Layer(box, tuple(commands))


def _board_parts(
    board: Rect, game: Game, seat: int, name: str, fallback: str, marks: Marks
) -> list[Part]:
    """A board as parts: the header, each row (pattern line and wall row), the floor, and
    while it is this player's turn the frame around the board.

    After a wall tiling the score pills reach over neighbouring rows: then the whole board is
    one layer, drawn anew.
    """
    state = game.players[seat]
    to_play = not game.is_over and game.current_player == seat
    gain = marks.round_gain(seat) if marks.round_scored is not None else None
    header = (board, name, fallback, state.score, to_play, gain)
    moved = marks.player == seat
    line_slots = marks.line_slots if moved else ()
    floor_slots = marks.floor_slots if moved else ()
    rows = [
        (
            board,
            line,
            state.line_colors[line],
            state.line_counts[line],
            state.wall >> (5 * line) & 31,
            line_slots if line == marks.line else (),
        )
        for line in range(5)
    ]
    floor = (board, tuple(state.floor), floor_slots)
    walled = tuple((c.row, c.col, c.points) for c in marks.walled if c.player == seat)
    if walled:
        return [Part(_whole_board, (header, tuple(rows), floor, walled), keep=False)]
    parts = [Part(_header_layer, header)]
    if to_play:
        parts += [Part(_frame_layer, (board, side)) for side in range(3)]
    parts += [Part(_row_layer, row) for row in rows if row[3] or row[4]]
    if state.floor:
        parts.append(Part(_floor_layer, floor))
    return parts


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
    board: Rect,
    name: str,
    fallback: str,
    score: int,
    to_play: bool,
    gain: tuple[int, int] | None,
) -> Layer:
    """Name (``fallback`` if it has nothing the font draws) and score (and the round's
    ``gain``, walled and lost); while it is this player's turn, on the turn color under the
    top of the turn frame."""
    head = L.header_rect(board)
    commands: list[Command] = []
    ink = THEME["text"]
    box = head
    if to_play:
        out = L.FRAME_OUTSET
        box = Rect(board.x0 - out, board.y0 - out, board.x1 + out, head.y1)
        commands.append(Sprite("filled", (head.width, head.height, 12, THEME["turn"]), head[:2]))
        commands.append(_turn_frame(board))
        ink = THEME["turn_text"]
    # Score at the right, then the round's gains, then the name in what is left.
    sx, sy = L.score_anchor(board)
    commands.append(Text(str(score), (sx, sy), SCORE_SIZE, ink, bold=True, align="right"))
    right = round(sx - width(str(score), SCORE_SIZE, True) - 10)
    if gain is not None:
        gained, lost = gain
        change = f"+{gained}" + (f" −{lost}" if lost else "")
        commands.append(Text(change, (right, sy - 1), CAPTION_SIZE, ink, bold=True, align="right"))
        right -= round(width(change, CAPTION_SIZE, True)) + 8
    name_box = L.name_box(board)
    prefix = "▶ " if to_play else ""
    room = right - name_box.x0 - typography.measure(prefix, NAME_SIZE, True)
    shown = typography.fit_name(name, fallback, room, NAME_SIZE)
    commands.append(Text(prefix + shown, (name_box.x0, sy - 2), NAME_SIZE, ink, bold=True))
    return Layer(box, tuple(commands))


def _turn_frame(board: Rect) -> Sprite:
    out = L.FRAME_OUTSET
    size = (board.width + 2 * out, board.height + 2 * out, TURN_CORNER, 3, THEME["turn"])
    return Sprite("frame", size, (board.x0 - out, board.y0 - out))


def _frame_layer(board: Rect, side: int) -> Layer:
    """The turn frame below the header: its left side (0), right side (1), lower corners (2).

    The header holds its top; along the sides its smoothed inner edge tints the board a little.
    """
    out, corner, bleed = L.FRAME_OUTSET, TURN_CORNER, FRAME_BLEED
    top = L.header_rect(board).y1
    box = (
        Rect(board.x0 - out, top, board.x0 + bleed, board.y1 - corner),
        Rect(board.x1 - bleed, top, board.x1 + out, board.y1 - corner),
        Rect(board.x0 - out, board.y1 - corner, board.x1 + out, board.y1 + out),
    )[side]
    return Layer(box, (_turn_frame(board),))


def _row_layer(
    board: Rect, line: int, color: int, count: int, wall_bits: int, outlined: tuple[int, ...]
) -> Layer:
    """Pattern line ``line`` (``count`` tiles of ``color``) and wall row ``line`` (bit ``col``
    of ``wall_bits`` set for each tile), with the ``outlined`` slots the last move filled."""
    tiles = [L.line_slot(board, line, index) for index in range(count)]
    commands = [Sprite("tile", (Color(color), L.TILE), cell[:2]) for cell in tiles]
    for col in range(5):
        if wall_bits >> col & 1:
            cell = L.wall_cell(board, line, col)
            tiles.append(cell)
            commands.append(Sprite("tile", (WALL[line][col], L.TILE), cell[:2]))
    rings = [L.line_slot(board, line, index) for index in outlined]
    commands += [_outline(cell) for cell in rings]
    return Layer(
        _union([*tiles, *(cell.inset(-L.FRAME_OUTSET) for cell in rings)]), tuple(commands)
    )


def _floor_layer(board: Rect, floor: tuple[int, ...], outlined: tuple[int, ...]) -> Layer:
    """The floor line's tiles and marker, the points they cost, the ``outlined`` new ones."""
    boxes, commands = [], []
    for index, item in enumerate(floor):
        cell = L.floor_slot(board, index)
        boxes.append(cell)
        if item == MARKER:
            commands.append(Sprite("marker", (L.TILE,), cell[:2]))
        else:
            commands.append(Sprite("tile", (Color(item), L.TILE), cell[:2]))
    if floor:
        x, y = L.floor_total_anchor(board)
        total = f"−{floor_penalty(len(floor))}"
        penalty = Text(total, (x, y), COUNT_SIZE, THEME["penalty"], bold=True, middle=True)
        boxes.append(text_box(penalty))
        commands.append(penalty)
    rings = [L.floor_slot(board, index) for index in outlined]
    commands += [_outline(cell) for cell in rings]
    boxes += [cell.inset(-L.FRAME_OUTSET) for cell in rings]
    return Layer(_union(boxes), tuple(commands))


def _outline(cell: Rect) -> Sprite:
    """The white outline around a slot the last move filled."""
    out = L.FRAME_OUTSET
    size = (L.TILE + 2 * out, L.TILE + 2 * out, 7, 2, THEME["last_move"])
    return Sprite("frame", size, (cell.x0 - out, cell.y0 - out))


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


def _walled_commands(board: Rect, walled: tuple[tuple[int, int, int], ...]) -> list[Command]:
    """Gold rings on the cells just tiled, each with a pill of the points it scored."""
    commands: list[Command] = []
    scored = (L.TILE + 6, L.TILE + 6, 7, 3, THEME["score_badge"])
    for row, col, points in walled:
        rect = L.wall_cell(board, row, col)
        commands.append(Sprite("frame", scored, (rect.x0 - 3, rect.y0 - 3)))
        label = f"+{points}"
        w = round(typography.measure(label, CAPTION_SIZE, True)) + 8
        px, py = rect.x1 - w + 6, rect.y0 - 9
        commands.append(Sprite("filled", (w, 17, 8, THEME["score_badge"]), (px, py)))
        commands.append(
            Text(
                label,
                (px + w // 2, py + 8),
                CAPTION_SIZE,
                THEME["score_badge_text"],
                bold=True,
                align="center",
                middle=True,
            )
        )
    return commands


RESULT_COLUMNS = (70, 60, 60, 66, 70)  # the narrowest each column of the final scores may be
NAME_COLUMN = 180  # ... and the names' column, if headings in some language are long


def result_columns(labels: Labels, room: int) -> tuple[int, ...]:
    """The widths of the final scores' columns (wall, rows, columns, colors, total): each at
    least its ``RESULT_COLUMNS`` width and as wide as its heading, within ``room``."""
    wanted = [
        max(least, round(width(heading, RESULT_SIZE - 2)) + 16)
        for least, heading in zip(RESULT_COLUMNS, labels.columns, strict=True)
    ]
    excess = sum(wanted) - room
    if excess > 0:  # the widest give way; their headings are then drawn smaller
        for _ in range(excess):
            widest = max(range(len(wanted)), key=lambda i: wanted[i] - RESULT_COLUMNS[i])
            wanted[widest] -= 1
    return tuple(wanted)


def _results_layer(lay: TableLayout, game: Game, shown: list[str], labels: Labels) -> Layer:
    """Final standings with the bonus breakdown, in the factories' place.

    A table with a column per bonus where the area is wide (2 and 4 players); two lines per
    player in the 3-player quadrant.
    """
    result = game.result
    assert result is not None
    commands: list[Text] = []

    def add(content: str, anchor: Point, size: int, color: style.RGB, **how) -> float:
        commands.append(Text(content, anchor, size, color, **how))
        return width(content, size, how.get("bold", False))

    area = lay.area.inset(12)
    rows = sorted(result.players, key=lambda r: (r.rank, r.player))
    name_x = area.x0 + 26
    muted = THEME["text_muted"]
    wide = area.width >= 600
    per_player = 1 if wide else 2
    line_h = min(30, area.height // (per_player * len(rows) + 1))
    y = area.y0 + line_h // 2 + 2
    columns = result_columns(labels, area.x1 - name_x - NAME_COLUMN) if wide else ()
    first_col = area.x1 - sum(columns)
    heading_room = (first_col - 8 if wide else area.x1) - name_x
    heading = fit(labels.final_scores, heading_room, RESULT_SIZE, True)
    add(heading, (name_x, y), RESULT_SIZE, muted, bold=True, middle=True)
    if wide:
        x = first_col
        for label, column in zip(labels.columns, columns, strict=True):
            label, size = fit_size(label, column - 12, RESULT_SIZE - 2, smallest=10)
            add(label, (x + column - 8, y), size, muted, align="right", middle=True)
            x += column
    for r in rows:
        y += line_h
        winner = r.player in result.winners
        ink = THEME["winner"] if winner else THEME["text"]
        if winner:
            add(
                "★",
                (area.x0 + 2, y),
                RESULT_SIZE + 2,
                THEME["winner"],
                bold=True,
                middle=True,
            )
        total = str(r.score)
        if wide:
            name_room = first_col - name_x - 8
            values = (
                str(r.wall_score),
                f"+{r.row_bonus}",
                f"+{r.column_bonus}",
                f"+{r.color_bonus}",
                total,
            )
            x = first_col
            for column, value in zip(columns, values, strict=True):
                add(
                    value,
                    (x + column - 8, y),
                    RESULT_SIZE,
                    ink,
                    bold=value is total,
                    align="right",
                    middle=True,
                )
                x += column
        else:
            total_w = add(
                total,
                (area.x1 - 4, y),
                RESULT_SIZE + 3,
                ink,
                bold=True,
                align="right",
                middle=True,
            )
            name_room = area.x1 - 4 - total_w - 12 - name_x
        name = fit_around(
            lambda name, rank=r.rank: labels.standing.format(rank=rank, name=name),
            shown[r.player],
            name_room,
            RESULT_SIZE,
            True,
        )
        add(name, (name_x, y), RESULT_SIZE, ink, bold=True, middle=True)
        if not wide:
            y += line_h - 4
            breakdown = labels.breakdown.format(
                wall=r.wall_score, rows=r.row_bonus, columns=r.column_bonus, colors=r.color_bonus
            )
            breakdown, size = fit_size(breakdown, area.x1 - name_x, CAPTION_SIZE)
            add(breakdown, (name_x, y), size, muted, middle=True)
            y += 4
    return Layer(lay.area, tuple(commands))
