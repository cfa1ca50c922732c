"""Small images drawn once and pasted many times: tiles, the marker, rings and frames.

Each is drawn at ``SUPERSAMPLE`` times its size and scaled down, which gives smooth edges
that the per-render drawing (pasting) gets for free. All functions are cached and return
shared RGBA images: paste from them, never draw on them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from azul_bot.engine import Color

from . import style, typography

SUPERSAMPLE = 4
BRIGHT, TARGET, TAKEN = "bright", "target", "taken"
ROOM, CORNER = "room", "corner"  # the marks of a printed cell whose tile scores more
# A printed cell's frame: how far inside its edge, and how thick (of its side; at least one
# and two pixels, a half and one on a phone's compact board).
PRINTED_GAP, PRINTED_FRAME = 0.06, 0.07


def _finish(big: Image.Image, size: tuple[int, int]) -> Image.Image:
    return big.resize(size, Image.Resampling.LANCZOS)


def symbol_shape(draw: ImageDraw.ImageDraw, symbol: str, cx: float, cy: float, size: float, ink):
    """Draw ``symbol`` centered on ``(cx, cy)`` in a tile of ``size`` (all in drawing pixels)."""
    if symbol == "disc":
        r = 0.21 * size
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ink)
    elif symbol == "ring":
        r = 0.22 * size
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ink, width=round(0.085 * size))
    elif symbol == "diamond":
        h, w = 0.29 * size, 0.2 * size
        draw.polygon([(cx, cy - h), (cx + w, cy), (cx, cy + h), (cx - w, cy)], fill=ink)
    elif symbol == "triangle":
        r = 0.27 * size
        points = [
            (cx + r * math.cos(math.radians(a)), cy + 0.06 * size + r * math.sin(math.radians(a)))
            for a in (-90, 30, 150)
        ]
        draw.polygon(points, fill=ink)
    elif symbol == "cross":
        a, w = 0.19 * size, round(0.1 * size)
        draw.line((cx - a, cy - a, cx + a, cy + a), fill=ink, width=w)
        draw.line((cx - a, cy + a, cx + a, cy - a), fill=ink, width=w)
    else:
        raise ValueError(f"unknown symbol {symbol!r}")


@lru_cache(maxsize=256)
def tile(color: Color, size: int, state: str = BRIGHT) -> Image.Image:
    """A tile of ``color``: ``BRIGHT`` (placed), ``TARGET`` (an empty wall cell: a dark well
    with the color's symbol, small and dim) or ``TAKEN`` (where the last move's tiles lay:
    corner marks around nothing)."""
    s = size * SUPERSAMPLE
    big = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    radius = round(0.16 * s)
    symbol = style.SYMBOLS[color]
    if state == BRIGHT:
        body, rim = style.TILE_COLORS[color], style.TILE_RIM[color]
        draw.rounded_rectangle((0, 0, s - 1, s - 1), radius, fill=rim)
        inset = round(0.06 * s)
        # A lighter top edge: the glaze of a real tile.
        light = style.blend(body, (255, 255, 255), 0.3)
        box = (inset, inset, s - 1 - inset, s - 1 - inset)
        draw.rounded_rectangle(box, radius - inset, fill=light)
        glaze = round(0.05 * s)
        draw.rounded_rectangle((box[0], box[1] + glaze, box[2], box[3]), radius - inset, fill=body)
        symbol_shape(draw, symbol, s / 2, s / 2, s, style.SYMBOL_COLORS[color])
    elif state == TARGET:
        draw.rounded_rectangle((0, 0, s - 1, s - 1), radius, fill=style.THEME["well"])
        symbol_shape(draw, symbol, s / 2, s / 2, 0.72 * s, style.TARGET_INK[color])
    elif state == TAKEN:
        ink = style.TAKEN_INK[color]
        width = max(SUPERSAMPLE, round(0.1 * s))
        draw.rounded_rectangle((0, 0, s - 1, s - 1), radius, outline=ink, width=width)
        # Only the corners stay: an outline of a tile that is not there.
        gap = round(0.3 * s)
        clear = (0, 0, 0, 0)
        draw.rectangle((gap, 0, s - 1 - gap, s - 1), fill=clear)
        draw.rectangle((0, gap, s - 1, s - 1 - gap), fill=clear)
    else:
        raise ValueError(f"unknown tile state {state!r}")
    return _finish(big, (size, size))


@lru_cache(maxsize=64)
def printed(color: Color, size: int, mark: str = "") -> Image.Image:
    """An empty printed cell of a free wall (the Crystal Mosaic), readable on a phone on every
    board. A placed tile is a bright body with a symbol of another ink, edge to edge; the outline
    of a cell a waiting line may take is white on the cell's edge: a printed cell's frame, inside
    the edge, passes for neither.

    ``mark`` for a cell that multiplies its tile's points: ``ROOM``, the frame opens for the
    multiplier (written by the caller); ``CORNER``, a gold corner instead (on a board too small
    for the number)."""
    if mark not in ("", ROOM, CORNER):
        raise ValueError(f"unknown mark {mark!r}")
    s = size * SUPERSAMPLE
    ink = style.PRINTED_INK[color]
    big = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    radius = round(0.16 * s)  # a tile's: a tile placed here covers it whole
    draw.rounded_rectangle((0, 0, s - 1, s - 1), radius, fill=style.PRINTED_FILL[color])
    cell = _mask(s, lambda pen: pen.rounded_rectangle((0, 0, s - 1, s - 1), radius, fill=255))
    gap = max(SUPERSAMPLE, round(PRINTED_GAP * s))
    thick = max(2 * SUPERSAMPLE, round(PRINTED_FRAME * s))
    box = (gap, gap, s - 1 - gap, s - 1 - gap)
    frame = _mask(s, lambda pen: pen.rounded_rectangle(box, radius - gap, outline=255, width=thick))
    if mark == ROOM:  # open under the multiplier, which takes the cell's width on the tint
        frame.paste(0, (0, round(0.5 * s), s, s))
    big.paste((*ink, 255), (0, 0, s, s), frame)
    if mark == CORNER:  # the upper right corner, inside the cell's rounded outline
        corner = round(0.42 * s)
        edge = round(0.07 * s)  # dark, along its long side: a corner even on a yellow frame
        dark = _mask(
            s, lambda pen: pen.polygon([(s - corner - edge, 0), (s, 0), (s, corner + edge)], 255)
        )
        gold = _mask(s, lambda pen: pen.polygon([(s - corner, 0), (s, 0), (s, corner)], 255))
        big.paste((*style.THEME["well"], 255), (0, 0, s, s), ImageChops.darker(dark, cell))
        big.paste((*style.THEME["score_badge"], 255), (0, 0, s, s), ImageChops.darker(gold, cell))
    if mark == ROOM:
        symbol_shape(draw, style.SYMBOLS[color], 0.32 * s, 0.32 * s, 0.6 * s, ink)
    else:
        symbol_shape(draw, style.SYMBOLS[color], s / 2, s / 2, 0.8 * s, ink)
    return _finish(big, (size, size))


def _mask(side: int, shape: Callable[[ImageDraw.ImageDraw], object]) -> Image.Image:
    """A square "L" mask ``side`` wide, 255 where ``shape(pen)`` draws."""
    mask = Image.new("L", (side, side), 0)
    shape(ImageDraw.Draw(mask))
    return mask


@lru_cache(maxsize=8)
def times(size: int, thickness: int, color: style.RGB) -> Image.Image:
    """A multiplication sign ``size`` wide (before a printed cell's multiplier: the number is
    text, the sign is drawn narrower than the font's, to fit the cell)."""
    s = size * SUPERSAMPLE
    big = Image.new("RGBA", (s, s), (*color, 0))
    draw = ImageDraw.Draw(big)
    a, b = thickness * SUPERSAMPLE // 2, s - 1 - thickness * SUPERSAMPLE // 2
    for line in ((a, a, b, b), (a, b, b, a)):
        draw.line(line, fill=(*color, 255), width=thickness * SUPERSAMPLE)
    return _finish(big, (size, size))


@lru_cache(maxsize=8)
def marker(size: int) -> Image.Image:
    """The first-player marker: a violet tile with a bold "1"."""
    s = size * SUPERSAMPLE
    big = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    radius = round(0.16 * s)
    draw.rounded_rectangle((0, 0, s - 1, s - 1), radius, fill=style.MARKER_RIM)
    inset = round(0.07 * s)
    draw.rounded_rectangle(
        (inset, inset, s - 1 - inset, s - 1 - inset), radius - inset, fill=style.MARKER_COLOR
    )
    with typography._FONT_LOCK:
        face = typography.font(round(0.72 * s), bold=True)
        draw.text((s / 2, s / 2), "1", font=face, fill=style.MARKER_TEXT, anchor="mm")
    return _finish(big, (size, size))


@lru_cache(maxsize=32)
def frame(width: int, height: int, radius: int, thickness: int, color: style.RGB) -> Image.Image:
    """A rounded rectangle outline, transparent inside."""
    pen = {"outline": (*color, 255), "width": thickness * SUPERSAMPLE}
    return _rounded(width, height, radius, color, pen)


@lru_cache(maxsize=32)
def filled(width: int, height: int, radius: int, color: style.RGB) -> Image.Image:
    """A filled rounded rectangle (pills, badges, the current player's header)."""
    return _rounded(width, height, radius, color, {"fill": (*color, 255)})


def _rounded(width: int, height: int, radius: int, color: style.RGB, pen: dict) -> Image.Image:
    s = SUPERSAMPLE
    big = Image.new("RGBA", (width * s, height * s), (*color, 0))
    ImageDraw.Draw(big).rounded_rectangle((0, 0, width * s - 1, height * s - 1), radius * s, **pen)
    return _finish(big, (width, height))


@lru_cache(maxsize=16)
def ring(diameter: int, thickness: int, color: style.RGB) -> Image.Image:
    """A circle outline (the last move's factory)."""
    s = diameter * SUPERSAMPLE
    big = Image.new("RGBA", (s, s), (*color, 0))
    ImageDraw.Draw(big).ellipse(
        (0, 0, s - 1, s - 1), outline=(*color, 255), width=thickness * SUPERSAMPLE
    )
    return _finish(big, (diameter, diameter))


@lru_cache(maxsize=32)
def dashed(
    width: int, height: int, radius: int, thickness: int, color: style.RGB, dash: int
) -> Image.Image:
    """A rounded rectangle outline in dashes (a circle when ``radius`` is half a square's
    side), transparent inside: dashes about ``dash`` long with gaps half as long, spaced
    evenly all around, so that the outline reads as broken even to who cannot tell its color
    (a reviewed move's mark, beside the solid ``frame`` and ``ring``)."""
    s = SUPERSAMPLE
    big = Image.new("RGBA", (width * s, height * s), (*color, 0))
    draw = ImageDraw.Draw(big)
    half = thickness * s / 2  # the dashes run along the middle of the outline
    path = _rounded_path(width * s - 2 * half, height * s - 2 * half, radius * s - half)
    length = path[-1][0]
    count = max(2, round(length / (1.5 * dash * s)))
    period = length / count
    for index in range(count):
        start = index * period
        points = [
            (x + half, y + half) for at, x, y in path if start <= at <= start + period * 2 / 3
        ]
        if len(points) > 1:
            draw.line(points, fill=(*color, 255), width=thickness * s, joint="curve")
    return _finish(big, (width, height))


def _rounded_path(width: float, height: float, radius: float) -> list[tuple[float, float, float]]:
    """Points about a drawing pixel apart along a rounded rectangle from its top-left
    corner's end, clockwise, each as ``(distance along it, x, y)``; the last closes it."""
    radius = max(0.0, min(radius, width / 2, height / 2))
    straight_w, straight_h = width - 2 * radius, height - 2 * radius
    corners: tuple[tuple[float, float], ...] = (
        (width - radius, radius),
        (width - radius, height - radius),
    )
    corners += ((radius, height - radius), (radius, radius))
    sides = ((1, 0), (0, 1), (-1, 0), (0, -1))
    points: list[tuple[float, float, float]] = []
    x, y, at = radius, 0.0, 0.0
    for side, ((dx, dy), (cx, cy)) in enumerate(zip(sides, corners, strict=True)):
        run = straight_w if side % 2 == 0 else straight_h
        steps = max(1, math.ceil(run))
        for step in range(steps):
            points.append(
                (at + run * step / steps, x + dx * run * step / steps, y + dy * run * step / steps)
            )
        at += run
        x, y = x + dx * run, y + dy * run
        arc = math.pi / 2 * radius
        steps = max(1, math.ceil(arc))
        start = math.radians(-90 + 90 * side)
        for step in range(steps):
            angle = start + math.pi / 2 * step / steps
            on_arc = (cx + radius * math.cos(angle), cy + radius * math.sin(angle))
            points.append((at + arc * step / steps, *on_arc))
        at += arc
        angle = start + math.pi / 2
        x, y = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
    points.append((at, x, y))
    return points
