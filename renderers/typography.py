"""The shipped fonts: loading, glyph coverage, measuring, and cached text sprites.

FreeType faces are not safe to use from two threads at once, so every use of a font goes
through ``_FONT_LOCK``; the sprites it produces are cached and never modified afterwards,
which makes them safe to paste from any thread.
"""

from __future__ import annotations

import struct
import threading
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from PIL import Image, ImageDraw, ImageFont

from . import names

FONT_DIR = Path(__file__).parent / "fonts"
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

_FONT_LOCK = threading.RLock()

RGB = tuple[int, int, int]


def read_cmap(data: bytes) -> frozenset[int]:
    """The code points a TrueType font maps to a glyph (its ``cmap`` table, formats 4 and 12)."""
    (num_tables,) = struct.unpack_from(">H", data, 4)
    cmap_offset = None
    for index in range(num_tables):
        tag, _checksum, offset, _length = struct.unpack_from(">4sIII", data, 12 + 16 * index)
        if tag == b"cmap":
            cmap_offset = offset
            break
    if cmap_offset is None:
        return frozenset()
    (_version, num_subtables) = struct.unpack_from(">HH", data, cmap_offset)
    points: set[int] = set()
    for index in range(num_subtables):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap_offset + 4 + 8 * index)
        if (platform, encoding) not in ((3, 1), (3, 10), (0, 3), (0, 4)):
            continue
        start = cmap_offset + offset
        (fmt,) = struct.unpack_from(">H", data, start)
        if fmt == 4:
            points |= _cmap_format_4(data, start)
        elif fmt == 12:
            points |= _cmap_format_12(data, start)
    return frozenset(points)


def _cmap_format_4(data: bytes, start: int) -> set[int]:
    (seg_x2,) = struct.unpack_from(">H", data, start + 6)
    segments = seg_x2 // 2
    ends = struct.unpack_from(f">{segments}H", data, start + 14)
    starts = struct.unpack_from(f">{segments}H", data, start + 16 + seg_x2)
    deltas = struct.unpack_from(f">{segments}h", data, start + 16 + 2 * seg_x2)
    range_offsets_at = start + 16 + 3 * seg_x2
    range_offsets = struct.unpack_from(f">{segments}H", data, range_offsets_at)
    points: set[int] = set()
    for seg in range(segments):
        for code in range(starts[seg], ends[seg] + 1):
            if code == 0xFFFF:
                continue
            if range_offsets[seg] == 0:
                glyph = (code + deltas[seg]) & 0xFFFF
            else:
                at = range_offsets_at + 2 * seg + range_offsets[seg] + 2 * (code - starts[seg])
                (glyph,) = struct.unpack_from(">H", data, at)
                if glyph:
                    glyph = (glyph + deltas[seg]) & 0xFFFF
            if glyph:
                points.add(code)
    return points


def _cmap_format_12(data: bytes, start: int) -> set[int]:
    (groups,) = struct.unpack_from(">I", data, start + 12)
    points: set[int] = set()
    for index in range(groups):
        first, last, glyph = struct.unpack_from(">III", data, start + 16 + 12 * index)
        points.update(range(first + (glyph == 0), last + 1))
    return points


@lru_cache(maxsize=1)
def coverage() -> frozenset[int]:
    """Code points both shipped fonts can draw."""
    return read_cmap(REGULAR.read_bytes()) & read_cmap(BOLD.read_bytes())


def covered(char: str) -> bool:
    return ord(char) in coverage()


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """A shipped font at ``size`` px (use only while holding ``_FONT_LOCK``)."""
    with _FONT_LOCK:
        return ImageFont.truetype(str(BOLD if bold else REGULAR), size)


@lru_cache(maxsize=4096)
def measure(text: str, size: int, bold: bool = False) -> float:
    """Advance width of ``text`` in pixels (cached: a render measures every text it lays out)."""
    with _FONT_LOCK:
        return font(size, bold).getlength(text)


@lru_cache(maxsize=1024)
def fit_name(name: str, fallback: str, max_width: float, size: int, bold: bool = True) -> str:
    """``name`` as drawn in ``max_width`` px: no tofu, shortened with an ellipsis."""
    return names.display_name(
        name, fallback, max_width, covered, lambda text: measure(text, size, bold)
    )


class TextSprite(NamedTuple):
    """Rendered text: paste ``image`` at ``(x + dx, baseline + dy)``; ``advance`` is its width."""

    image: Image.Image
    dx: int
    dy: int
    advance: float


@lru_cache(maxsize=2048)
def text_sprite(text: str, size: int, bold: bool, color: RGB) -> TextSprite:
    """``text`` in ``color`` on a transparent background, cropped to its ink.

    Never modify the returned image: it is shared between renders and threads.
    """
    with _FONT_LOCK:
        face = font(size, bold)
        left, top, right, bottom = (int(edge) for edge in face.getbbox(text, anchor="ls"))
        advance = face.getlength(text)
        width, height = max(1, right - left), max(1, bottom - top)
        image = Image.new("RGBA", (width, height), (*color, 0))
        ImageDraw.Draw(image).text((-left, -top), text, font=face, fill=(*color, 255), anchor="ls")
    return TextSprite(image, left, top, advance)
