"""The table image: ``render_table`` and ``to_png``.

A render starts from a cached background (everything that depends only on the layout, the
rules and the letters of the reader's move notation), already mapped onto the fixed palette,
and pastes layers over it; each layer is drawn once and cached as palette pixels under the few
values it shows, so a render is mostly a few dozen plain pastes. What changes with every move
is drawn anew. The caches hold only images nobody modifies, so renders may run in parallel
threads.

Made to be read on a phone, about 400 px wide: no text is drawn under 22 px, 11 px there; a
label too long for its box is cut, never drawn smaller.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from PIL import Image

from azul_bot.engine import Event, Game

from . import typography
from .background import Scene, background
from .background import background_commands as background_commands
from .board import board_parts
from .factories import center_layer, factory_parts
from .highlights import marks_from_events
from .labels import Labels, Notation
from .layers import Layer, Part, Point, flatten, palette_image, palette_size, to_palette
from .lettering import PHONE_WIDTH as PHONE_WIDTH
from .lettering import SMALLEST_ON_PHONE as SMALLEST_ON_PHONE
from .lettering import TEXT as TEXT
from .lettering import fit_around as fit_around
from .lettering import width as width
from .names import drawable
from .png import encode_png
from .results import results_layer
from .status import status_layer

# Imported "as" themselves: the tests and the docs' scripts find these here, where the table
# is put together, though each is made by the module that draws it.

# Layers kept as palette pixels, about 7 KB each (a row of a board, a header, a factory):
# 2048 take some 15 MB and hold what the moves of many games in turn leave unchanged.
LAYER_CACHE = 2048


def render_table(
    game: Game,
    *,
    names: Sequence[str],
    labels: Labels,
    events: Iterable[Event] | None = None,
    seat: int | None = None,
) -> Image.Image:
    """The whole table as players see it; ``events`` (those of the last ``play``) are highlighted.

    What the shipped font cannot draw of ``names`` is dropped and long names end in an ellipsis.
    With ``seat``, the table is drawn from that player's side (until the game is over: then
    everyone's boards and the final scores are shown alike). Returns a palette ("P") image.
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
    status = status_layer(lay, game, shown, marks, events, labels)
    parts = [Part(_given, (status,), keep=False)]
    if game.is_over:
        parts.append(Part(_given, (results_layer(lay, game, shown, labels),), keep=False))
    else:
        parts += factory_parts(lay, game, marks)
        parts.append(Part(_given, (center_layer(lay, game, marks),), keep=False))
    printed = scene.rules.printed
    for index, board in enumerate(lay.boards):
        parts += board_parts(board, game, index, names[index], fallbacks[index], marks, printed)
    return parts


def to_png(image: Image.Image) -> bytes:
    """PNG bytes of a table image (palette images stay 8-bit; others are quantized first).

    A picture on the fixed palette keeps its colors (the rest of its 256 entries repeat the
    first); one with a palette of its own (a reviewed move's, ``review``) keeps all of it."""
    if image.mode != "P":
        image = to_palette(image.convert("RGB"))
    entries = image.getpalette() or []
    fixed = entries == palette_image().getpalette()
    return encode_png(image, colors=palette_size() if fixed else len(entries) // 3)


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
