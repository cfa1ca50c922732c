"""Draw the table picture the README shows: docs/example-table.png.

    .venv/bin/python docs/example_table.py [OUTPUT] [--players 4] [--seed 6] [--moves 37]
                                           [--language en] [--seat N]

Without options it redraws docs/example-table.png: a 4-player game in round 3, after 37 moves
of the greedy play of ``renderers.example``, with English words. It also prints the table in
words (the picture's alt text, as the bot would write it). ``--seat`` draws the table from that
seat's side (0-based), as ``/azul board`` shows it to that player.

The same code and the same libraries draw the same bytes: the game is seeded, the PNG holds no
time or other varying metadata, and its deflate is that of the ``zlib-ng`` package. The pixels
also depend on how Pillow draws text (its FreeType, and Raqm with HarfBuzz when the system has
libfribidi), the bytes on the zlib-ng build and the machine's architecture; so the picture
names them in two PNG text chunks, "Drawn with" and "Encoded with".
``tests/renderers/test_example.py`` redraws it and compares the pixels (and the bytes) with the
committed file whenever this machine's libraries are the ones named there.
"""

from __future__ import annotations

import argparse
import platform
import struct
import zlib
from importlib.metadata import version
from pathlib import Path

import PIL
from PIL import features
from zlib_ng import zlib_ng

from azul_bot.core.words import words
from azul_bot.core.words.narrator import describe_table
from azul_bot.core.words.pictures import picture_labels
from renderers import render_table, to_png
from renderers.example import MOVES, NAMES, PLAYERS, SEED, play

PICTURE = Path(__file__).with_name("example-table.png")
DRAWN_WITH = "Drawn with"
ENCODED_WITH = "Encoded with"


def drawn_with() -> str:
    """What the pixels depend on besides this repository: Pillow and its text layout."""
    if features.check("raqm"):
        layout = (
            f"Raqm {features.version('raqm')}, HarfBuzz {features.version('harfbuzz')}, "
            f"FriBiDi {features.version('fribidi')}"
        )
    else:
        layout = "basic text layout (no Raqm)"
    return f"Pillow {PIL.__version__}, FreeType {features.version('freetype2')}, {layout}"


def encoded_with() -> str:
    """What the bytes depend on besides the pixels: the deflate library and the machine."""
    return (
        f"zlib-ng {zlib_ng.ZLIBNG_VERSION} (Python package zlib-ng {version('zlib-ng')}), "
        f"{platform.machine()}"
    )


def example_png(
    players: int = PLAYERS,
    seed: int = SEED,
    moves: int = MOVES,
    language: str = "en",
    seat: int | None = None,
) -> bytes:
    """The PNG bytes of the example table, with the libraries that made it named inside."""
    game, events = play(players, seed, moves)
    labels = picture_labels(language)
    image = render_table(game, names=NAMES[:players], labels=labels, events=events, seat=seat)
    return with_text(to_png(image), {DRAWN_WITH: drawn_with(), ENCODED_WITH: encoded_with()})


def with_text(png: bytes, text: dict[str, str]) -> bytes:
    """``png`` with a ``tEXt`` chunk per entry of ``text``, in order, before its image data."""
    at = 8  # after the signature, chunk by chunk: length, kind, data, CRC
    while png[at + 4 : at + 8] != b"IDAT":
        (length,) = struct.unpack_from(">I", png, at)
        at += 12 + length
    chunks = (_chunk(b"tEXt", f"{key}\0{value}".encode("latin-1")) for key, value in text.items())
    return png[:at] + b"".join(chunks) + png[at:]


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(data, zlib.crc32(kind))
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("output", type=Path, nargs="?", default=PICTURE, help="the PNG to write")
    parser.add_argument("--players", type=int, default=PLAYERS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--moves", type=int, default=MOVES, help="moves to play first")
    parser.add_argument("--language", default="en", help="the words drawn (en, fr, nl)")
    parser.add_argument("--seat", type=int, help="draw it from this seat's side (0-based)")
    args = parser.parse_args()
    drawn = example_png(args.players, args.seed, args.moves, args.language, args.seat)
    args.output.write_bytes(drawn)
    game, events = play(args.players, args.seed, args.moves)
    print(describe_table(words(args.language), game, NAMES[: args.players], events))


if __name__ == "__main__":
    main()
