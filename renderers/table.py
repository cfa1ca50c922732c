"""The table image: ``render_table(game, names=..., labels=..., events=...)`` and ``to_png(image)``.

A render starts from a cached background (panels, empty slots, the wall's targets, the floor
costs, factory displays and their numbers, the legend: everything that depends only on the
layout, the rules and the letters of the reader's move notation), already mapped onto the
fixed palette, and pastes layers over it (see ``layers``): each factory, and per board its
header, each row (pattern line and wall row), its floor and the turn frame; each is drawn once
and cached as palette pixels under the few values it shows, so a render is mostly a few dozen
plain pastes. What changes with every move (the status band, the center, a board right after
its wall tiling, the results) is drawn anew. The caches hold only images nobody modifies, so
renders may run in parallel threads.

Made to be read on a phone, about 400 px wide: no text is drawn under 22 px (``TEXT``, and the
sizes of each ``layout.BoardSize``), 11 px there; a label too long for its box is cut, never
drawn smaller.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache, lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

from azul_bot.engine import (
    CENTER,
    FLOOR,
    MARKER,
    Color,
    Event,
    Game,
    MarkerTaken,
    TilesTaken,
    Variant,
)

from . import layout as L
from . import sprites, style, typography
from .highlights import Marks, marks_from_events
from .labels import Labels, Notation
from .layers import (
    Command,
    Layer,
    Sprite,
    Text,
    execute,
    flatten,
    palette_size,
    text_box,
    to_palette,
)
from .layout import Board, Rect, TableLayout
from .names import ELLIPSIS, drawable, shorten
from .png import encode_png

THEME = style.THEME

# Text sizes, in pixels of the image (half that on a phone); the boards' texts are sized by
# their ``layout.BoardSize``.
TEXT: dict[str, int] = {
    "headline": 24,  # the round and whose turn, or the winner
    "stock": 22,  # bag and lid
    "mover": 22,  # who made the last move, beside it in move notation
    "notation": 22,  # the last move's source, count, arrow and line
    "legend": 22,  # the letter of each color
    "badge": 22,  # a factory's number, the center's letter
    "count": 22,  # how many of a color lie in the center
    "floor_total": 22,  # what a floor line costs so far
    "gain": 22,  # a header's points won and lost in the round's wall tiling
    "points": 22,  # what a tile just walled scored
    "result": 22,  # the final scores
}
PHONE_WIDTH = 400  # how wide Discord shows an image on a phone
SMALLEST_ON_PHONE = 11  # no text smaller than this there (the tests check every kind)

# Layers kept as palette pixels, about 7 KB each (a row of a board, a header, a factory):
# 2048 take some 15 MB and hold what the moves of many games in turn leave unchanged.
LAYER_CACHE = 2048
TURN_CORNER = 14  # the turn frame's corner radius: how far its curve reaches into the board
FRAME_BLEED = 4  # ... and how far its smoothed inner edge tints the board along the sides
RING = 3  # the width of the last move's rings (1.5 px on a phone)

Point = tuple[int, int]
Rules = tuple[tuple[int, ...], tuple[tuple[Color | None, ...], ...]]
"""What the background needs of the variant: the floor costs and the printed wall."""


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


@cache
def rules(variant: Variant) -> Rules:
    """The floor costs and the color printed on each wall cell (None on a grey wall)."""
    printed = tuple(tuple(variant.printed_color(row, col) for col in range(5)) for row in range(5))
    return tuple(variant.floor_penalties), printed


class Scene(NamedTuple):
    """What the background depends on: the layout, whether the game is over, the rules (the
    variant's code: a key that hashes fast, as every cached layer is looked up under it) and
    the letters of the reader's move notation (the legend, the center's, the floor's)."""

    players: int
    seat: int | None
    factories: int
    over: bool
    variant: str
    notation: Notation

    @property
    def layout(self) -> TableLayout:
        return L.table_layout(self.players, self.seat, self.factories)

    @property
    def rules(self) -> Rules:
        return rules(Variant.by_code(self.variant))


# ---------------------------------------------------------------- the cached background
@lru_cache(maxsize=16)
def background(scene: Scene) -> Image.Image:
    """Everything that depends only on the layout, the rules, whether the game is over and
    the notation's letters."""
    lay = scene.layout
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
    if not scene.over:
        for factory in lay.factories:
            draw.ellipse(
                box(factory), fill=THEME["factory"], outline=THEME["factory_edge"], width=2 * scale
            )
    if _center_shown(lay, scene.over):
        radius = 12 if lay.area.contains(lay.center) else 10
        center_fill = THEME["center"] if lay.area.contains(lay.center) else THEME["panel"]
        panel(lay.center, center_fill, THEME["panel_edge"], radius)
    for board in lay.boards:
        size = board.size
        panel(board.box, THEME["panel"], THEME["panel_edge"], 12)
        draw.rounded_rectangle(
            box(L.header_rect(board)),
            12 * scale,
            fill=THEME["header"],
            corners=(True, True, False, False),
        )
        draw.rounded_rectangle(box(L.wall_rect(board)), 9 * scale, fill=THEME["wall"])
        corner = max(3, size.tile // 6)
        for line in range(5):
            for index in range(line + 1):
                _slot(draw, box(L.line_slot(board, line, index)), corner, scale)
        slots = len(scene.rules[0])
        for index in range(slots):
            _slot(draw, box(L.floor_slot(board, index, slots)), corner, scale)
    image = big.resize(lay.size, Image.Resampling.LANCZOS)
    # Sprites and text go on at full resolution (they are smooth already).
    for command in background_commands(scene):
        execute(image, command)
    return image


def _center_shown(lay: TableLayout, over: bool) -> bool:
    """The center's panel: in play, and after the game where the results do not take it."""
    return not over or not lay.area.contains(lay.center)


def background_commands(scene: Scene) -> list[Command]:
    """The background's sprites and texts: wall targets, line numbers, floor costs, factory
    numbers and the legend."""
    lay = scene.layout
    penalties, printed = scene.rules
    commands: list[Command] = []
    muted, cost = THEME["text_muted"], THEME["floor_cost"]
    for board in lay.boards:
        size = board.size
        for row in range(5):
            for col in range(5):
                color = printed[row][col]
                cell = L.wall_cell(board, row, col)
                if color is None:  # a grey wall: a well that takes any color
                    well = (size.tile, size.tile, size.tile // 6, THEME["well"])
                    commands.append(Sprite("filled", well, cell[:2]))
                else:
                    commands.append(Sprite("tile", (color, size.tile, sprites.TARGET), cell[:2]))
        if not size.detailed:
            continue
        for row in range(5):
            x, y = L.line_label_anchor(board, row)
            commands.append(
                Text(
                    str(row + 1),
                    (x, y),
                    size.label_size,
                    muted,
                    align="right",
                    middle=True,
                    kind="label",
                )
            )
        x, _ = L.line_label_anchor(board, 4)
        floor = L.floor_slot(board, 0)
        commands.append(
            Text(
                scene.notation.floor,
                (x, floor.center[1]),
                size.label_size,
                muted,
                align="right",
                middle=True,
                kind="label",
            )
        )
        for index, points in enumerate(penalties):
            cx, cy = L.floor_slot(board, index, len(penalties)).center
            # An en dash: a minus sign is too wide for the slot at this size.
            commands.append(
                Text(
                    f"–{points}",
                    (cx, cy),
                    size.label_size,
                    cost,
                    align="center",
                    middle=True,
                    kind="label",
                )
            )
    if not scene.over:
        for number, factory in enumerate(lay.factories, start=1):
            commands += _badge(str(number), L.factory_badge(factory))
        commands += _badge(scene.notation.center, L.center_badge(lay.center))
    elif _center_shown(lay, scene.over):
        commands += _badge(scene.notation.center, L.center_badge(lay.center))
    commands += _legend(lay, scene.notation)
    return commands


def _ornament(draw: ImageDraw.ImageDraw, lay: TableLayout, scale: int) -> None:
    """A faint azulejo motif on the table margins."""
    step = 24 * scale
    ink = THEME["table_ornament"]
    for y in range(0, lay.size[1] * scale, step):
        for x in range((y // step % 2) * step // 2, lay.size[0] * scale, step):
            r = 3 * scale
            draw.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=ink)


def _slot(
    draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], radius: int, scale: int
) -> None:
    draw.rounded_rectangle(
        box, radius * scale, fill=THEME["slot"], outline=THEME["slot_edge"], width=scale
    )


def _badge(label: str, disc: Rect, kind: str = "badge") -> list[Command]:
    """A factory's number or the center's letter (as players type them), in a white disc."""
    d = disc.width
    return [
        Sprite("filled", (d, d, d // 2, THEME["text"]), disc[:2]),
        Text(
            label,
            disc.center,
            TEXT[kind],
            THEME["center"],
            bold=True,
            align="center",
            middle=True,
            kind=kind,
        ),
    ]


def _legend(lay: TableLayout, notation: Notation) -> list[Command]:
    """Each color's tile beside the letter players of the picture's language type for it."""
    x, y = L.legend_rect(lay.status)[:2]
    commands: list[Command] = []
    for color in Color:
        commands.append(Sprite("tile", (color, L.LEGEND_TILE, sprites.BRIGHT), (x, y)))
        commands.append(
            Text(
                notation.colors[color],
                (x + L.LEGEND_TILE + 5, y + L.LEGEND_TILE // 2),
                TEXT["legend"],
                THEME["text_muted"],
                bold=True,
                middle=True,
                kind="legend",
            )
        )
        x += L.LEGEND_PITCH
    return commands


# ---------------------------------------------------------------- per render
class Part(NamedTuple):
    """A layer of the table as ``build(*args)``: a pure function of small hashable arguments,
    so its pixels can be cached under them (when ``keep``: it will be drawn again)."""

    build: Callable[..., Layer]
    args: tuple
    keep: bool = True


def render_table(
    game: Game,
    *,
    names: Sequence[str],
    labels: Labels,
    events: Iterable[Event] | None = None,
    seat: int | None = None,
) -> Image.Image:
    """The whole table as players see it; ``events`` (those of the last ``play``) are highlighted.

    ``names`` are the players' display names in seat order; what the shipped font cannot draw
    is dropped and long names end in an ellipsis. ``labels`` are the words drawn, in the
    reader's language (``azul_bot.words.pictures.picture_labels``). With ``seat``, the table is
    drawn from that player's side: their board large beside the center, the others compact
    (until the game is over: then everyone's boards and the final scores are shown alike).
    Returns a palette ("P") image.
    """
    players = len(game.players)
    if len(names) != players:
        raise ValueError(f"{players} players but {len(names)} names")
    scene = scene_of(game, seat, notation=labels.notation)
    image = _palette_background(scene).copy()
    for part in table_parts(game, names, events, labels, seat=seat):
        if part.keep:
            at, pixels = _kept_part(scene, part.build, part.args)
        else:
            at, pixels = _flat_part(scene, part.build, part.args)
        image.paste(pixels, at)
    return image


def scene_of(game: Game, seat: int | None = None, *, notation: Notation) -> Scene:
    """The background ``game`` is drawn on, from ``seat``'s side, with the letters of
    ``notation`` (``Labels.notation``)."""
    players = len(game.players)
    if seat is not None and not 0 <= seat < players:
        raise ValueError(f"a table of {players} has no seat {seat!r}")
    over = game.is_over
    seat = None if over else seat
    return Scene(players, seat, len(game.factories), over, game.variant.code, notation)


def table_parts(
    game: Game,
    names: Sequence[str],
    events: Iterable[Event] | None,
    labels: Labels,
    *,
    seat: int | None = None,
) -> list[Part]:
    """What ``render_table`` draws over the background, as layers whose boxes never overlap."""
    scene = scene_of(game, seat, notation=labels.notation)
    lay = scene.layout
    events = list(events) if events else []  # read twice below: a generator would run dry
    marks = marks_from_events(game, events)
    fallbacks = [labels.player.format(number=index + 1) for index in range(len(names))]
    shown = [_drawable_name(name, fallbacks[index]) for index, name in enumerate(names)]
    status = _status_layer(lay, game, shown, marks, events, labels)
    parts = [Part(_given, (status,), keep=False)]
    if game.is_over:
        parts.append(Part(_given, (_results_layer(lay, game, shown, labels),), keep=False))
    else:
        parts += _factory_parts(lay, game, marks)
        parts.append(Part(_given, (_center_layer(lay, game, marks),), keep=False))
    printed = scene.rules[1]
    for index, board in enumerate(lay.boards):
        parts += _board_parts(board, game, index, names[index], fallbacks[index], marks, printed)
    return parts


def flat_render(
    game: Game,
    *,
    names: Sequence[str],
    labels: Labels,
    events: Iterable[Event] | None = None,
    seat: int | None = None,
) -> Image.Image:
    """The same picture with every command drawn straight on the whole background: slower,
    and the reference that ``render_table`` matches pixel for pixel."""
    canvas = background(scene_of(game, seat, notation=labels.notation)).copy()
    drawn = set()  # a command split over several layers (the turn frame) is drawn once
    for part in table_parts(game, names, events, labels, seat=seat):
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


@lru_cache(maxsize=16)
def _palette_background(scene: Scene) -> Image.Image:
    return to_palette(background(scene))


@lru_cache(maxsize=LAYER_CACHE)
def _kept_part(scene: Scene, build: Callable[..., Layer], args: tuple) -> tuple[Point, Image.Image]:
    """Shared between renders and threads: paste from it, never draw on it."""
    return _flat_part(scene, build, args)


def _flat_part(scene: Scene, build: Callable[..., Layer], args: tuple) -> tuple[Point, Image.Image]:
    layer = build(*args)
    return layer.box[:2], flatten(background(scene), layer)


def _given(layer: Layer) -> Layer:
    """The builder of a part drawn anew each time: its layer is made beforehand."""
    return layer


def _drawable_name(name: str, fallback: str) -> str:
    """``name`` without what the font lacks, at full length (the caller shortens the line)."""
    cleaned = drawable(name, typography.covered)
    return cleaned if any(c.isalnum() for c in cleaned) else fallback


# ---------------------------------------------------------------- the status band
def _status_layer(
    lay: TableLayout,
    game: Game,
    shown: list[str],
    marks: Marks,
    events: list[Event],
    labels: Labels,
) -> Layer:
    """The headline (round and whose turn, or the winners) with the bag and lid while they
    matter, and under it the last move in move notation: who, from where, what, which line."""
    x0, baseline = L.headline_anchor(lay.status)
    right = L.stock_anchor(lay.status)[0]
    size, stock_size = TEXT["headline"], TEXT["stock"]
    commands: list[Command] = []
    room = right - x0
    if not game.is_over and game.current_player is not None:  # not in a grey wall's tiling
        stock = labels.stock.format(bag=sum(game.bag), lid=sum(game.lid))
        stock = fit(stock, (right - x0) * 2 // 5, stock_size)
        muted = THEME["text_muted"]
        commands.append(
            Text(stock, (right, baseline), stock_size, muted, align="right", kind="stock")
        )
        room -= width(stock, stock_size) + 24
    key, color = "name", THEME["text"]

    def shared(template: str, seats: Sequence[int]) -> str:
        """The names of ``seats`` in the room the words leave: the longest is cut first."""
        names = [shown[seat] for seat in seats]
        widths = [width(name, size, True) for name in names]
        room_left = room - width(template.format(round=game.round, names=""), size, True)
        room_left -= width(", ", size, True) * (len(names) - 1)
        while sum(widths) > room_left and max(widths) > width(ELLIPSIS, size, True):
            longest = widths.index(max(widths))
            target = max(widths[longest] - (sum(widths) - room_left), 0)
            target = max(target, sorted(widths)[-2] - 1 if len(widths) > 1 else 0)
            names[longest] = fit(names[longest], target, size, True)
            widths[longest] = width(names[longest], size, True)
        return ", ".join(names)

    if game.is_over:
        result = game.result
        assert result is not None
        color = THEME["winner"]
        if result.shared_victory:
            template, key = labels.shared_victory, "names"
            name = shared(template, result.winners)
        else:
            template, name = labels.winner, shown[result.winners[0]]
    elif game.current_player is None:  # a grey wall's tiling: those who place their tiles
        template, key = labels.tiling, "names"
        name = shared(template, game.to_place)
    else:
        template, name = labels.turn, shown[game.current_player]
    headline = fit_around(
        lambda name: template.format(round=game.round, **{key: name}), name, room, size, True
    )
    commands.append(Text(headline, (x0, baseline), size, color, bold=True, kind="headline"))
    commands += _move_notation(L.strip_rect(lay.status), events, shown, labels.notation)
    return Layer(lay.status, tuple(c for c in commands if not isinstance(c, Text) or c.content))


def _move_notation(
    box: Rect, events: list[Event], shown: list[str], notation: Notation
) -> list[Command]:
    """The last move as players type it, drawn: ``Chloé  (2) [red] ×3 → [4]``, with the
    marker when it came along. No words: the name, the source's badge, the tiles, the line
    (the center's and the floor's in the letters of ``notation``)."""
    taken = next((e for e in events if isinstance(e, TilesTaken)), None)
    if taken is None:
        return []
    marker = any(isinstance(e, MarkerTaken) for e in events)
    size = TEXT["notation"]
    middle = (box.y0 + box.y1) // 2
    badge, tile = L.STRIP_BADGE, L.STRIP_TILE
    count = f"×{taken.count}"
    arrow = "→"
    line = notation.floor if taken.line == FLOOR else str(taken.line + 1)
    # Everything but the name, from the right end of the name onwards.
    rest = badge + 10 + tile + 4 + width(count, size, True) + 10 + width(arrow, size) + 8 + badge
    if marker:
        rest += tile + 6
    name = fit(shown[taken.player], box.width - rest - 14, TEXT["mover"], True)
    commands: list[Command] = [
        Text(
            name,
            (box.x0, middle),
            TEXT["mover"],
            THEME["text"],
            bold=True,
            middle=True,
            kind="mover",
        )
    ]
    x = round(box.x0 + width(name, TEXT["mover"], True) + 14)
    source = notation.center if taken.source == CENTER else str(taken.source + 1)
    commands += _badge(source, L.square(x, middle - badge // 2, badge), "notation")
    x += badge + 10
    commands.append(Sprite("tile", (taken.color, tile, sprites.BRIGHT), (x, middle - tile // 2)))
    x += tile + 4
    commands.append(
        Text(count, (x, middle), size, THEME["text"], bold=True, middle=True, kind="notation")
    )
    x += round(width(count, size, True)) + 6
    if marker:
        commands.append(Sprite("marker", (tile,), (x, middle - tile // 2)))
        x += tile + 6
    commands.append(
        Text(arrow, (x, middle), size, THEME["text_muted"], middle=True, kind="notation")
    )
    x += round(width(arrow, size)) + 8
    at = (x, middle - badge // 2)
    commands.append(Sprite("filled", (badge, badge, 7, THEME["slot"]), at))
    commands.append(Sprite("frame", (badge, badge, 7, 2, THEME["slot_edge"]), at))
    commands.append(
        Text(
            line,
            (x + badge // 2, middle),
            size,
            THEME["text"],
            bold=True,
            align="center",
            middle=True,
            kind="notation",
        )
    )
    return commands


# ---------------------------------------------------------------- factories and center
def _factory_parts(lay: TableLayout, game: Game, marks: Marks) -> list[Part]:
    """One part per factory that holds tiles or was the last move's source."""
    parts = []
    for index, (factory, counts) in enumerate(zip(lay.factories, game.factories, strict=True)):
        source = marks.source == index and marks.color is not None
        size = game.variant.factory_size
        taken = (marks.color, min(marks.count, size)) if source and marks.ghost_source else None
        if source or any(counts):
            drawn = (factory, index + 1, tuple(counts), source, taken, size)
            parts.append(Part(_factory_layer, drawn))
    return parts


def _factory_layer(
    factory: Rect,
    number: int,
    counts: tuple[int, ...],
    source: bool,
    taken: tuple[Color, int] | None,
    size: int,
) -> Layer:
    """A factory's tiles in color order (laid out for ``size``, the variant's factory size)
    and its number on top; as the last move's source, ringed, with corner marks where the
    ``taken`` ``(color, count)`` lay."""
    commands: list[Command] = []
    slot = 0
    for color in Color:
        for _ in range(counts[color]):
            cell = L.factory_tile(factory, slot, size)
            commands.append(Sprite("tile", (color, cell.width, sprites.BRIGHT), cell[:2]))
            slot += 1
    if source:
        if taken is not None:
            color, count = taken
            for index in range(count):
                cell = L.factory_tile(factory, index, size)
                commands.append(Sprite("tile", (color, cell.width, sprites.TAKEN), cell[:2]))
        ring = (factory.width + 2 * L.FRAME_OUTSET, RING, THEME["last_move"])
        at = (factory.x0 - L.FRAME_OUTSET, factory.y0 - L.FRAME_OUTSET)
        commands.append(Sprite("ring", ring, at))
    commands += _badge(str(number), L.factory_badge(factory))
    return Layer(L.factory_layer(factory), tuple(commands))


def center_entries(game: Game) -> list[tuple[Color | None, int]]:
    """What the center shows, in order: ``(color, count)``; color None is the marker."""
    entries: list[tuple[Color | None, int]] = [
        (color, game.center[color]) for color in Color if game.center[color]
    ]
    if game.marker_in_center:
        entries.append((None, 1))
    return entries


def _center_layer(lay: TableLayout, game: Game, marks: Marks) -> Layer:
    """The center, ringed when it was the last move's source; the tiles a factory move just
    pushed here are ringed too."""
    box = lay.center
    ring = L.CENTER_TILE + 2 * L.FRAME_OUTSET
    arrival = (ring, ring, 7, RING, THEME["last_move"])
    commands: list[Command] = []
    for index, (color, count) in enumerate(center_entries(game)[:6]):
        cell = L.center_entry(lay.center, index)
        at = (cell.x0, cell.y0)
        if color is None:
            commands.append(Sprite("marker", (L.CENTER_TILE,), at))
            continue
        commands.append(Sprite("tile", (color, L.CENTER_TILE, sprites.BRIGHT), at))
        arrived = bool(marks.to_center) and marks.to_center[color] > 0
        if arrived:  # the rest of the factory just taken from slid here
            out = L.FRAME_OUTSET
            commands.append(Sprite("frame", arrival, (cell.x0 - out, cell.y0 - out)))
        middle = (cell.x1 + 6, (cell.y0 + cell.y1) // 2)
        commands.append(
            Text(
                f"×{count}",
                middle,
                TEXT["count"],
                THEME["text"],
                bold=True,
                middle=True,
                kind="count",
            )
        )
    if marks.source == CENTER and marks.ghost_source:
        out = L.FRAME_OUTSET
        outline = (box.width + 2 * out, box.height + 2 * out, 12, RING, THEME["last_move"])
        commands.append(Sprite("frame", outline, (box.x0 - out, box.y0 - out)))
        box = box.inset(-out)
    return Layer(box, tuple(commands))


# ---------------------------------------------------------------- the boards
def _board_parts(
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
    rows = [
        (
            board,
            line,
            state.line_colors[line],
            state.line_counts[line],
            _wall_row(state, line, printed[line]),
            line_slots if line == marks.line else (),
            pending.columns if pending is not None and pending.row == line else (),
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
    parts += [Part(_row_layer, row) for row in rows if _row_shows(*row)]
    if state.floor:
        parts.append(Part(_floor_layer, floor))
    return parts


def _row_shows(
    board: Board,
    line: int,
    color: int,
    count: int,
    wall: tuple[Color | None, ...],
    outlined: tuple[int, ...],
    open_columns: tuple[int, ...],
) -> bool:
    """Whether a row has anything to draw over the background (``_row_layer``'s arguments)."""
    return bool(count or open_columns or any(tile is not None for tile in wall))


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
    board: Board,
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
) -> Layer:
    """Pattern line ``line`` (``count`` tiles of ``color``) and wall row ``line`` (the color of
    each tile on it, None where empty), with the ``outlined`` slots the last move filled and,
    on a grey wall, the ``open_columns`` where the full line's tile may go."""
    tile = board.size.tile
    tiles = [L.line_slot(board, line, index) for index in range(count)]
    commands: list[Command] = [
        Sprite("tile", (Color(color), tile, sprites.BRIGHT), cell[:2]) for cell in tiles
    ]
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
    boxes, commands = [], []
    for index, item in enumerate(floor):
        cell = L.floor_slot(board, index, slots)
        boxes.append(cell)
        if item == MARKER:
            commands.append(Sprite("marker", (tile,), cell[:2]))
        else:
            commands.append(Sprite("tile", (Color(item), tile, sprites.BRIGHT), cell[:2]))
    if floor:
        x, y = L.floor_total_anchor(board, slots)
        penalty = Text(
            f"−{lost}",
            (x, y),
            TEXT["floor_total"],
            THEME["penalty"],
            bold=True,
            middle=True,
            kind="floor_total",
        )
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
        commands.append(
            Text(
                label,
                (px + w // 2, py + h // 2),
                size,
                THEME["score_badge_text"],
                bold=True,
                align="center",
                middle=True,
                kind="points",
            )
        )
    return commands


# ---------------------------------------------------------------- the final scores
RESULT_COLUMNS = (60, 60, 60, 60, 66)  # the narrowest each column of the final scores may be
NAME_COLUMN = 200  # ... and the names' column, if headings in some language are long


def result_columns(labels: Labels, room: int) -> tuple[int, ...]:
    """The widths of the final scores' columns (wall, rows, columns, colors, total): each at
    least its ``RESULT_COLUMNS`` width and as wide as its heading, within ``room``."""
    wanted = [
        max(least, round(width(heading, TEXT["result"])) + 18)
        for least, heading in zip(RESULT_COLUMNS, labels.columns, strict=True)
    ]
    excess = sum(wanted) - room
    if excess > 0:  # the widest give way; their headings are then cut
        for _ in range(excess):
            widest = max(range(len(wanted)), key=lambda i: wanted[i] - RESULT_COLUMNS[i])
            wanted[widest] -= 1
    return tuple(wanted)


def _results_layer(lay: TableLayout, game: Game, shown: list[str], labels: Labels) -> Layer:
    """Final standings in the factories' place: a row per player, a column per bonus."""
    result = game.result
    assert result is not None
    commands: list[Text] = []
    size = TEXT["result"]

    def add(content: str, anchor: Point, color: style.RGB, **how) -> None:
        commands.append(Text(content, anchor, size, color, middle=True, kind="result", **how))

    pad = L.RESULT_PAD
    area = Rect(lay.area.x0 + 12, lay.area.y0 + pad, lay.area.x1 - 12, lay.area.y1 - pad)
    rows = sorted(result.players, key=lambda r: (r.rank, r.player))
    name_x = area.x0 + 28
    muted = THEME["text_muted"]
    line_h = min(40, area.height // (len(rows) + 1))
    y = area.y0 + (area.height - line_h * (len(rows) + 1)) // 2 + line_h // 2
    columns = result_columns(labels, area.x1 - name_x - NAME_COLUMN)
    first_col = area.x1 - sum(columns)
    heading = fit(labels.final_scores, first_col - 8 - name_x, size, True)
    add(heading, (name_x, y), muted, bold=True)
    x = first_col
    for label, column in zip(labels.columns, columns, strict=True):
        add(fit(label, column - 14, size), (x + column - 8, y), muted, align="right")
        x += column
    for r in rows:
        y += line_h
        winner = r.player in result.winners
        ink = THEME["winner"] if winner else THEME["text"]
        if winner:
            add("★", (area.x0 + 2, y), THEME["winner"], bold=True)
        values = (
            str(r.wall_score),
            f"+{r.row_bonus}",
            f"+{r.column_bonus}",
            f"+{r.color_bonus}",
            str(r.score),
        )
        x = first_col
        for column, value in zip(columns, values, strict=True):
            add(value, (x + column - 8, y), ink, bold=value is values[-1], align="right")
            x += column
        name = fit_around(
            lambda name, rank=r.rank: labels.standing.format(rank=rank, name=name),
            shown[r.player],
            first_col - name_x - 8,
            size,
            True,
        )
        add(name, (name_x, y), ink, bold=True)
    return Layer(lay.area, tuple(commands))
