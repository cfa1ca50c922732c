"""Draw the progress pictures of ``/azul stats`` for the docs: docs/pictures/progress-*.png.

    .venv/bin/python docs/progress_pictures.py [--all] [--folder DIR]

A player's facts as the host gives them (the results' ``ProgressFacts``), made up from a
seeded walk of ratings: 0, 1, 20 and 200 rated games, the current season begun along
the way, games per month, a finished share, and rivals with long, accented, CJK and emoji
names; and 20 games of a player whose name the font cannot draw, with right-to-left rivals
(``names``). Each is drawn as the bot draws it, full size and shrunk to 400 px wide as a
phone shows it.

The committed set (``COMMITTED``) is 200 games in each language and 0, 1, 20 and ``names``
in English, full size, and at 400 px 200 games in English and 20 in French; ``--all`` draws
every player in every language at both sizes (to look at them all, into ``--folder``).
"""

from __future__ import annotations

import argparse
import io
import random
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from PIL import Image

from azul_bot.core.words import LANGUAGES
from azul_bot.features.results.picture import (
    ProgressFacts,
    draw_progress,
    last_months,
    progress_alt,
)
from renderers import progress
from renderers.png import encode_png

FOLDER = Path(__file__).with_name("pictures")
PHONE_WIDTH = 400
NOW = 1_780_000_000  # 28 May 2026, UTC
DAY = 86400
SEASON_START = 1_775_001_600  # 1 April 2026
COMMITTED = {("200", language, False) for language in LANGUAGES}
COMMITTED |= {(player, "en", False) for player in ("0", "1", "20", "names")}
COMMITTED |= {("200", "en", True), ("20", "fr", True)}
"""``(player, language, on a phone)`` of each picture committed."""
RIVALS = (
    ("Maximiliane von Hohenzollern-Sigmaringen", 14, 9, 1),
    ("李小龍", 8, 11, 0),  # nothing the font draws: the reader's word for a player
    ("Zoë 🎲", 6, 5, 2),
)


def facts(games: int, seed: int = 3) -> ProgressFacts:
    """A player with ``games`` rated games over the last ``games * 3`` days or so (a walk
    up from 1000), in season 4 since April."""
    chooser = random.Random(seed)
    span = max(games * 3, 1) * DAY
    moments = sorted(NOW - chooser.random() * span for _ in range(games))
    ratings, rating = [], 1000.0
    for moment in moments:
        rating += chooser.gauss(2.5, 18)
        ratings.append((moment, round(rating, 1)))
    counts: dict[tuple[int, int], int] = {}
    for moment in moments:
        month = _month(moment)
        counts[month] = counts.get(month, 0) + 1
    return ProgressFacts(
        name="Chloé",
        ratings=tuple(ratings),
        provisional=games < 5,
        season=4,
        season_start=SEASON_START,
        months=last_months(counts, NOW) if games else (),
        finished_share=0.92 if games else None,
        rivals=RIVALS[: min(3, games)] if games > 1 else (),
    )


def players() -> dict[str, ProgressFacts]:
    """Each player drawn, by the name of its pictures."""
    found = {str(games): facts(games) for games in (0, 1, 20, 200)}
    hostile = (("שלום עליכם", 3, 2, 0), ("مريم الحسيني", 1, 4, 0), ("🐉🐉🐉", 0, 0, 9))
    found["names"] = replace(found["20"], name="李小龍", rivals=hostile)
    return found


def _month(moment: float) -> tuple[int, int]:
    day = datetime.fromtimestamp(moment, UTC)
    return day.year, day.month


def on_phone(png: bytes) -> bytes:
    """The picture as a phone shows it, 400 px wide (on the picture's own palette)."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    height = round(image.height * PHONE_WIDTH / image.width)
    small = image.resize((PHONE_WIDTH, height), Image.Resampling.LANCZOS)
    palette = progress.palette_image()
    pixels = small.quantize(palette=palette, dither=Image.Dither.NONE)
    return encode_png(pixels, colors=len(palette.getpalette() or ()) // 3)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="every player in every language")
    parser.add_argument("--alt", action="store_true", help="print each picture's alt text too")
    parser.add_argument("--folder", type=Path, default=FOLDER)
    options = parser.parse_args()
    options.folder.mkdir(parents=True, exist_ok=True)
    for key, player in players().items():
        for language in LANGUAGES:
            full = options.all or (key, language, False) in COMMITTED
            phone = options.all or (key, language, True) in COMMITTED
            if not (full or phone):
                continue
            png = draw_progress(player, language)
            stem = f"progress-{key}-{language}"
            drawn = [(f"{stem}.png", png)] if full else []
            drawn += [(f"{stem}-400.png", on_phone(png))] if phone else []
            for name, data in drawn:
                (options.folder / name).write_bytes(data)
                print(name, len(data), "bytes")
            if options.alt:
                print(progress_alt(player, language), end="\n\n")


if __name__ == "__main__":
    main()
