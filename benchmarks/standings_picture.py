"""The tournament standings picture: example PNGs written to a folder, and how long each takes.

Run: .venv/bin/python benchmarks/standings_picture.py standings-pictures [--repeat 5]

Writes, for English, French and Dutch words: a round of 8 players (games in progress, a bye,
a dropped player), a round of 40, and the final table of 8 with its podium; in English also
hostile names (long, emoji, CJK, right-to-left, zero-width, Markdown), 80 players (64 drawn and
"… and 16 more"), and the 8 players at 1200 px wide. Each picture is also written shrunk to
``PHONE_WIDTH`` (``…_phone.png``), as a phone shows it. Printed per picture: its size, the
median time to draw it and to encode it (``--repeat`` times, fonts warmed up first), its bytes.

The words here stand in for the catalogue's (``azul_bot/core/words``), which will own them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PIL import Image

from renderers.lettering import PHONE_WIDTH
from renderers.standings_picture import render_standings, to_png
from renderers.standings_rows import StandingsLabels, StandingsRow, alt_text

LABELS = {
    "en": StandingsLabels(
        title="Round 2 of 4 · Spring Cup",
        rank="Rank",
        player="Player",
        points="Pts",
        buchholz="Buchholz",
        record="Record",
        playing="In progress",
        bye="bye",
        dropped="dropped",
        more="… and {count} more",
        unnamed="Player {number}",
    ),
    "fr": StandingsLabels(
        title="Ronde 2 sur 4 · Coupe de printemps",
        rank="Rang",
        player="Joueur",
        points="Pts",
        buchholz="Buchholz",
        record="Bilan",
        playing="En cours",
        bye="exempt",
        dropped="abandon",
        more="… et {count} de plus",
        unnamed="Joueur {number}",
        decimal_mark=",",
    ),
    "nl": StandingsLabels(
        title="Ronde 2 van 4 · Voorjaarsbeker",
        rank="Plaats",
        player="Speler",
        points="Punten",
        buchholz="Buchholz",
        record="W-G-V",
        playing="Lopend",
        bye="vrij",
        dropped="gestopt",
        more="… en nog {count}",
        unnamed="Speler {number}",
        decimal_mark=",",
    ),
}
ROUND_TITLES = {
    "en": "Round {round} of {rounds} · Spring Cup",
    "fr": "Ronde {round} sur {rounds} · Coupe de printemps",
    "nl": "Ronde {round} van {rounds} · Voorjaarsbeker",
}
FINAL_TITLES = {
    "en": "Final standings · Spring Cup",
    "fr": "Classement final · Coupe de printemps",
    "nl": "Eindstand · Voorjaarsbeker",
}
NAMES = (
    "Chloé",
    "Łukasz",
    "Zoë 🎲",
    "Αλέξανδρος Παπαδόπουλος",
    "Дмитрий",
    "Mei",
    "Ngozi Adébáyọ̀",
    "Sigríður",
    "João Pedro",
    "Anneke van der Berg",
    "Kwame",
    "Søren",
)
HOSTILE_NAMES = (
    "Maximiliana Wilhelmina von Hohenzollern-Sigmaringen",  # long
    "🐉🐉🐉🐉",  # nothing the font draws: shown as "Player N"
    "Drake 🐉 the Bold",
    "李小龍 Bruce",
    "שלום עליכם",  # Hebrew, right to left
    "مريم الحسيني",  # Arabic, right to left, joined
    "Zero\u200bWidth\u200dJoin\u2060er",
    "\u202eEvil override",  # a right-to-left override, dropped
    "**bold** _it_ `code` @everyone",
    "W" * 32,
    "ｆｕｌｌ ｗｉｄｔｈ 𝐁𝐨𝐥𝐝",
    "x",
)


def example_rows(names: list[str], rounds: int, seed: int, final: bool) -> list[StandingsRow]:
    """Standings after ``rounds`` rounds of a Swiss with tables of 2 (seeded): neighbours in
    the standings meet, a tenth of the games are shared; an odd player out gets a bye worth
    a win. Mid-tournament, most of the next round's games are in progress and the last
    player of the list has dropped."""
    chooser = random.Random(seed)
    points = dict.fromkeys(range(len(names)), 0.0)
    opponents: dict[int, list[int]] = {index: [] for index in points}
    record = {index: [0, 0, 0] for index in points}
    for _ in range(rounds):
        order = sorted(points, key=lambda index: (-points[index], index))
        if len(order) % 2:
            bye = order.pop()
            points[bye] += 1
            record[bye][0] += 1
        for first, second in zip(order[::2], order[1::2], strict=True):
            shared = chooser.random() < 0.1
            winner, loser = (first, second) if chooser.random() < 0.5 else (second, first)
            points[winner] += 0.5 if shared else 1
            points[loser] += 0.5 if shared else 0
            record[winner][1 if shared else 0] += 1
            record[loser][1 if shared else 2] += 1
            opponents[first].append(second)
            opponents[second].append(first)
    buchholz = {index: sum(points[other] for other in opponents[index]) for index in points}
    order = sorted(points, key=lambda index: (-points[index], -buchholz[index], index))
    dropped = len(names) - 1
    rows = []
    for rank, index in enumerate(order, 1):
        rows.append(
            StandingsRow(
                rank,
                names[index],
                points[index],
                buchholz[index],
                "-".join(map(str, record[index])),
                playing=0 if final or index == dropped or rank == len(names) // 2 + 1 else 1,
                bye=not final and rank == len(names) // 2 + 1 and index != dropped,
                dropped=not final and index == dropped,
            )
        )
    return rows


def players(count: int) -> list[str]:
    return [
        NAMES[index % len(NAMES)] + ("" if index < len(NAMES) else f" {index}")
        for index in range(count)
    ]


def titled(language: str, round_number: int, rounds: int) -> StandingsLabels:
    """``LABELS[language]`` with the title of the standings after ``round_number``."""
    title = ROUND_TITLES[language].format(round=round_number, rounds=rounds)
    return replace(LABELS[language], title=title)


def pictures() -> dict[str, dict]:
    """Each example: its rows, words and options, by file name."""
    found: dict[str, dict] = {}
    for language in LABELS:
        found[f"{language}_8"] = dict(
            rows=example_rows(players(8), 2, 1, False), labels=titled(language, 2, 4)
        )
        found[f"{language}_40"] = dict(
            rows=example_rows(players(40), 5, 2, False), labels=titled(language, 5, 7)
        )
        final = replace(LABELS[language], title=FINAL_TITLES[language])
        found[f"{language}_final"] = dict(
            rows=example_rows(players(8), 4, 3, True), labels=final, podium=True
        )
    hostile = example_rows(list(HOSTILE_NAMES), 3, 4, False)
    found["en_hostile_names"] = dict(rows=hostile, labels=titled("en", 3, 4))
    found["en_hostile_final"] = dict(
        rows=example_rows(list(HOSTILE_NAMES), 4, 4, True),
        labels=replace(LABELS["en"], title="🏆 " + "Final standings · " + "Spring " * 12),
        podium=True,
    )
    found["en_80"] = dict(rows=example_rows(players(80), 7, 5, False), labels=titled("en", 7, 8))
    found["en_8_wide"] = dict(**found["en_8"], picture_width=1200)
    return found


def median_ms(action: Callable[[], object], repeat: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", type=Path, help="where the PNGs are written")
    parser.add_argument("--repeat", type=int, default=5, help="draws per picture, timed")
    parser.add_argument("--alt", action="store_true", help="print each picture's alt text too")
    args = parser.parse_args()
    args.folder.mkdir(parents=True, exist_ok=True)
    render_standings(**pictures()["en_8"])  # fonts and sprites, as in a running bot
    print(f"{'picture':<18} {'size':>11} {'draw ms':>8} {'encode ms':>9} {'KB':>6}")
    for name, options in pictures().items():
        draw_ms, image = median_ms(lambda o=options: render_standings(**o), args.repeat)
        assert isinstance(image, Image.Image)
        encode_ms, data = median_ms(
            lambda i=image: to_png(i),
            args.repeat,
        )
        assert isinstance(data, bytes)
        (args.folder / f"standings_{name}.png").write_bytes(data)
        phone_height = round(image.height * PHONE_WIDTH / image.width)
        phone = image.resize((PHONE_WIDTH, phone_height), Image.Resampling.LANCZOS)
        phone.save(args.folder / f"standings_{name}_phone.png")
        size = f"{image.width}×{image.height}"
        print(f"{name:<18} {size:>11} {draw_ms:8.1f} {encode_ms:9.1f} {len(data) / 1024:6.1f}")
        if args.alt:
            print(alt_text(options["labels"], options["rows"], max_chars=1024), end="\n\n")


if __name__ == "__main__":
    main()
