"""The progress picture of ``/azul stats``: how long it takes to say, draw and encode.

Run: PYTHONPATH=. .venv/bin/python benchmarks/progress_picture.py [--repeat 9] [--language fr]

For a made-up player with 0, 1, 20, 200 and 1000 rated games (a seeded walk of ratings, a
game every few days, the current season begun halfway, three rivals), printed per picture:
its size, the median time (``--repeat`` runs, fonts and sprites warmed up first, as in a
running bot) to make its words and values (``progress_of``, ``progress_labels``: Babel's
dates and the catalogue), to draw it and to encode it, the whole of ``draw_progress`` (and
its CPU time, steadier on a busy machine), and its bytes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from PIL import Image

from azul_bot.core.words import LANGUAGES
from azul_bot.features.results.picture import (
    ProgressFacts,
    draw_progress,
    progress_labels,
    progress_of,
)
from azul_bot.features.results.progress import last_months
from renderers.png import encode_png
from renderers.progress import palette_image, render_progress

GAMES = (0, 1, 20, 200, 1000)
NOW = 1_780_000_000  # May 2026
DAY = 86400
RIVALS = (("Łukasz", 14, 9, 1), ("Maximiliane von Hohenzollern", 8, 11, 0), ("Zoë 🎲", 6, 5, 2))


def facts(games: int, seed: int = 3) -> ProgressFacts:
    """A player with ``games`` rated games, one every three days or so until ``NOW``."""
    chooser = random.Random(seed)
    moments = sorted(NOW - chooser.random() * games * 3 * DAY for _ in range(games))
    ratings, rating = [], 1000.0
    for moment in moments:
        rating += chooser.gauss(2.5, 18)
        ratings.append((moment, rating))
    months = Counter(
        (day.year, day.month) for day in (datetime.fromtimestamp(m, UTC) for m in moments)
    )
    return ProgressFacts(
        name="Chloé",
        ratings=tuple(ratings),
        season=4,
        season_start=moments[len(moments) // 2] if moments else None,
        months=last_months(months, NOW),
        finished_share=0.92,
        rivals=RIVALS if games else (),
    )


def median_ms(
    action: Callable[[], Any], repeat: int, clock: Callable[[], float] = time.perf_counter
) -> tuple[float, Any]:
    """The median time of ``repeat`` runs of ``action`` by ``clock``, and its result."""
    times, result = [], None
    for _ in range(repeat):
        start = clock()
        result = action()
        times.append((clock() - start) * 1000)
    return statistics.median(times), result


def encode(image: Image.Image) -> bytes:
    """What ``progress_png`` does after drawing: the palette, then the PNG."""
    palette = palette_image()
    pixels = image.quantize(palette=palette, dither=Image.Dither.NONE)
    return encode_png(pixels, colors=len(palette.getpalette() or ()) // 3)


def figures(player: ProgressFacts, language: str, repeat: int) -> str:
    """One line of the table: the picture's size, each step's median time, its bytes."""
    words_ms, (progress, labels) = median_ms(
        lambda: (progress_of(player, language), progress_labels(player, language)), repeat
    )
    draw_ms, image = median_ms(lambda: render_progress(progress, labels), repeat)
    encode_ms, _ = median_ms(lambda: encode(image), repeat)
    whole_ms, data = median_ms(lambda: draw_progress(player, language), repeat)
    cpu_ms, _ = median_ms(lambda: draw_progress(player, language), repeat, time.process_time)
    size = f"{image.width}×{image.height}"
    return (
        f"{len(player.ratings):>5} {size:>9} {words_ms:8.1f} {draw_ms:8.1f} {encode_ms:9.1f}"
        f" {whole_ms:8.1f} {cpu_ms:8.1f} {len(data) / 1024:6.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=9, help="runs per figure, timed")
    parser.add_argument("--language", choices=LANGUAGES, default="en")
    args = parser.parse_args()
    draw_progress(facts(200), args.language)  # fonts, sprites, the catalogue and the palette
    print(f"{'games':>5} {'size':>9} {'words ms':>8} {'draw ms':>8} {'encode ms':>9}", end="")
    print(f" {'whole ms':>8} {'CPU ms':>8} {'KB':>6}")
    for games in GAMES:
        print(figures(facts(games), args.language, args.repeat))


if __name__ == "__main__":
    main()
