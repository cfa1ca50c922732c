"""PNG bytes of a palette image, written here so the deflate step can be chosen.

Nearly all the time of encoding a table goes into deflate, and a palette image gains nothing
from PNG's row filters (every row gets filter 0, as Pillow does for palette images too). With
the ``zlib-ng`` package, deflate at level 6 is nearly twice as fast as the standard zlib at
the same level and its files are about 3 % smaller; it releases the GIL while compressing.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Iterable

from PIL import Image
from zlib_ng import zlib_ng as deflate_module

from .style import RGB, blend

DEFLATE_LEVEL = 6  # zlib-ng: ~31 KB in ~2 ms for a 4-player table; zlib: ~32 KB in ~4 ms

SIGNATURE = b"\x89PNG\r\n\x1a\n"
COLOR_TYPE_PALETTE = 3
RAMP_STEPS = 6  # shades between an ink and what it is drawn on: smooth edges on the palette


def encode_png(image: Image.Image, colors: int = 256) -> bytes:
    """``image`` ("P" mode, 8 bits a pixel) as PNG bytes, with the first ``colors`` entries
    of its palette (every index the image uses must be below ``colors``)."""
    if image.mode != "P":
        raise ValueError(f"encode_png takes palette images, not {image.mode!r}")
    width, height = image.size
    palette = image.getpalette() or []
    header = struct.pack(">IIBBBBB", width, height, 8, COLOR_TYPE_PALETTE, 0, 0, 0)
    return b"".join(
        (
            SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"PLTE", bytes(palette[: 3 * colors])),
            _chunk(b"IDAT", _compressed_rows(image.tobytes(), width)),
            _chunk(b"IEND", b""),
        )
    )


def _compressed_rows(pixels: bytes, width: int) -> bytes:
    """The zlib stream of the image's rows, each after its filter byte (0: none)."""
    rows = [pixels[start : start + width] for start in range(0, len(pixels), width)]
    compressor = deflate_module.compressobj(DEFLATE_LEVEL)
    return compressor.compress(b"\0" + b"\0".join(rows)) + compressor.flush()


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(data, zlib.crc32(kind))
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def ramp_palette(pairs: Iterable[tuple[RGB, RGB]], picture: str) -> Image.Image:
    """A fixed palette for a picture drawn in few colors: each ``(ink, ground)`` pair (an ink
    and what it is drawn on, which anti-aliased edges blend), ``RAMP_STEPS`` shades between
    them, each color once. Fixed, so mapping onto it is quick and the same picture gives the
    same bytes."""
    colors: list[RGB] = []
    for ink, ground in pairs:
        for step in range(RAMP_STEPS + 2):
            shade = blend(ground, ink, step / (RAMP_STEPS + 1))
            if shade not in colors:
                colors.append(shade)
    if len(colors) > 256:
        raise ValueError(f"the {picture} palette has {len(colors)} colors, PNG allows 256")
    image = Image.new("P", (1, 1))
    image.putpalette([channel for color in colors for channel in color])
    return image


def palette_png(image: Image.Image, palette: Image.Image) -> bytes:
    """``image`` (RGB) as PNG bytes, each pixel mapped to its nearest color of ``palette``."""
    pixels = image.quantize(palette=palette, dither=Image.Dither.NONE)
    return encode_png(pixels, colors=len(palette.getpalette() or ()) // 3)
