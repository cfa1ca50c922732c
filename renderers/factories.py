"""The factories and the center: their tiles, numbers and counts, and the rings of the last
move (the source it took from, the tiles it pushed into the center)."""

from __future__ import annotations

from azul_bot.engine import CENTER, Color, Game

from . import layout as L
from . import sprites, style
from .geometry import RING
from .highlights import Marks
from .layers import Command, Layer, Part, Sprite
from .layout import Rect, TableLayout
from .lettering import badge_commands, middle_text

THEME = style.THEME


def factory_parts(lay: TableLayout, game: Game, marks: Marks) -> list[Part]:
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
    commands += badge_commands(str(number), L.factory_badge(factory))
    return Layer(L.factory_layer(factory), tuple(commands))


def center_entries(game: Game) -> list[tuple[Color | None, int]]:
    """What the center shows, in order: ``(color, count)``; color None is the marker."""
    entries: list[tuple[Color | None, int]] = [
        (color, game.center[color]) for color in Color if game.center[color]
    ]
    if game.marker_in_center:
        entries.append((None, 1))
    return entries


def center_layer(lay: TableLayout, game: Game, marks: Marks) -> Layer:
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
        # The count before its tiles, as players say it (``×2`` is the Crystal Mosaic's
        # doubling, not a count).
        at = (cell.x0 - 6, (cell.y0 + cell.y1) // 2)
        commands.append(middle_text(str(count), at, "count", THEME["text"], align="right"))
    if marks.source == CENTER and marks.ghost_source:
        out = L.FRAME_OUTSET
        outline = (box.width + 2 * out, box.height + 2 * out, 12, RING, THEME["last_move"])
        commands.append(Sprite("frame", outline, (box.x0 - out, box.y0 - out)))
        box = box.inset(-out)
    return Layer(box, tuple(commands))
