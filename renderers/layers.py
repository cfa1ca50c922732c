"""Drawing as data: sprite and text commands, grouped in layers that own a box of the image.

The table is a background plus layers that never overlap. A layer is a box and the commands
drawn in it, all hashable, so equal layers give equal pixels and the table caches them: a tile
on a given slot, a factory's contents or a board's header are drawn and mapped onto the palette
once, and then cost one paste of palette pixels (no blending, no color mapping). A command may
reach past its layer's box (a frame split over several boxes); each layer keeps its own part.

Mapping a layer onto the palette on its own gives the same pixels as mapping the whole picture:
without dithering each pixel goes to its nearest palette color by itself.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import NamedTuple

from PIL import Image

from . import sprites, style, typography
from .geometry import Rect

Point = tuple[int, int]

SPRITES: dict[str, Callable[..., Image.Image]] = {
    "tile": sprites.tile,
    "printed": sprites.printed,
    "times": sprites.times,
    "marker": sprites.marker,
    "frame": sprites.frame,
    "filled": sprites.filled,
    "ring": sprites.ring,
    "dashed": sprites.dashed,
}


class Sprite(NamedTuple):
    """``SPRITES[kind](*args)`` with its top-left corner at ``at``."""

    kind: str
    args: tuple
    at: Point


class Text(NamedTuple):
    """``content`` with its baseline (or, with ``middle``, its x-height middle) at ``anchor``'s
    y; ``align`` says which end of the text is at ``anchor``'s x. ``kind`` says what it is
    (a key of ``lettering.TEXT``, or ``name``, ``score``, ``label``): the tests check each kind's
    smallest size."""

    content: str
    anchor: Point
    size: int
    color: style.RGB
    bold: bool = False
    align: str = "left"
    middle: bool = False
    kind: str = ""


Command = Sprite | Text


class Layer(NamedTuple):
    box: Rect
    commands: tuple[Command, ...]


class Part(NamedTuple):
    """A layer of the table as ``build(*args)``: a pure function of small hashable arguments,
    so its pixels can be cached under them (when ``keep``: it will be drawn again)."""

    build: Callable[..., Layer]
    args: tuple
    keep: bool = True


# ---------------------------------------------------------------- drawing commands
def _text_origin(sprite: typography.TextSprite, text: Text) -> Point:
    x, y = text.anchor
    if text.align == "right":
        x -= round(sprite.advance)
    elif text.align == "center":
        x -= round(sprite.advance / 2)
    if text.middle:
        y += round(text.size * 0.36)  # from the middle of lower-case/digits to the baseline
    return x + sprite.dx, y + sprite.dy


def text_box(text: Text) -> Rect:
    """Where ``text``'s ink lands."""
    sprite = typography.text_sprite(text.content, text.size, text.bold, text.color)
    x, y = _text_origin(sprite, text)
    return Rect(x, y, x + sprite.image.width, y + sprite.image.height)


def execute(image: Image.Image, command: Command, origin: Point = (0, 0)) -> None:
    """Draw ``command`` on ``image``, whose top-left corner is ``origin`` in table pixels."""
    ox, oy = origin
    if isinstance(command, Text):
        if not command.content:
            return
        sprite = typography.text_sprite(command.content, command.size, command.bold, command.color)
        x, y = _text_origin(sprite, command)
        image.paste(sprite.image, (x - ox, y - oy), sprite.image)
    else:
        drawn = SPRITES[command.kind](*command.args)
        x, y = command.at
        image.paste(drawn, (x - ox, y - oy), drawn)


# ---------------------------------------------------------------- pixels
def flatten(background: Image.Image, layer: Layer) -> Image.Image:
    """``layer`` drawn over its box of ``background`` (RGB), as palette pixels."""
    canvas = background.crop(layer.box)
    for command in layer.commands:
        execute(canvas, command, layer.box[:2])
    return to_palette(canvas)


def to_palette(image: Image.Image) -> Image.Image:
    """``image`` (RGB) mapped onto the fixed palette, each pixel to its nearest color."""
    return image.quantize(palette=palette_image(), dither=Image.Dither.NONE)


@lru_cache(maxsize=1)
def palette_size() -> int:
    """How many colors of ``palette_image`` are used (the rest repeat the first)."""
    return len(style.palette())


@lru_cache(maxsize=1)
def palette_image() -> Image.Image:
    colors = style.palette()
    flat = [channel for color in colors for channel in color]
    flat += list(colors[0]) * (256 - len(colors))
    image = Image.new("P", (1, 1))
    image.putpalette(flat)
    return image
