"""Draw the Crystal Mosaic pictures docs/table-picture.md shows: docs/pictures/crystal-*.png.

    .venv/bin/python docs/crystal_pictures.py [--all] [--folder DIR]

Seeded games of the ``normal`` computer on each side of the expansion's boards, drawn as the
bot draws them, for 2 and 4 players: the table in the middle of the game (after a take, the
last move highlighted), while the players choose their cells at a round's end (one has placed
a tile, others still choose: the cells legal for each waiting line are outlined), the same
from a waiting player's seat (as the placement picker shows it), and the final scores. Each is
drawn full size and shrunk to 400 px wide, as a phone shows it.

The committed set (``FULL_SIZE``, ``ON_PHONE``) is every table in English full size (and one
seat's view), and at 400 px the four-player table while players choose in each language and a
two-player seat's view; ``--all`` draws every position in every language at both sizes (to
look at them all, into ``--folder``).
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path

from PIL import Image

from azul_bot.ai import Level, choose
from azul_bot.core.words import LANGUAGES
from azul_bot.core.words.pictures import draw_table
from azul_bot.engine import CRYSTAL_1, CRYSTAL_2, Event, Game, Phase, TilesTaken, Variant
from renderers import to_png
from renderers.example import NAMES

FOLDER = Path(__file__).with_name("pictures")
SIDES = {1: CRYSTAL_1, 2: CRYSTAL_2}
SEEDS = {(1, 2): 11, (1, 4): 5, (2, 2): 11, (2, 4): 5}
"""A seed per side and table size whose third round ends with several players choosing."""
MID_TURN = 14
"""From which move on a take of round 2 is drawn in the middle of the game."""
PHONE_WIDTH = 400
FULL_SIZE = {(2, "mid"), (2, "choosing"), (2, "choosing-seat"), (2, "end")}
FULL_SIZE |= {(4, "mid"), (4, "choosing"), (4, "end")}
"""The pictures committed full size, in English: ``(players, moment)``."""
ON_PHONE = {(4, "choosing", language) for language in LANGUAGES} | {(2, "choosing-seat", "en")}
"""... and at 400 px wide: ``(players, moment, language)``."""


def play_until(game: Game, stop) -> list[Event]:
    """The computer's moves (one seed per move) until ``stop(game, events)`` holds for the
    last move's events; those events."""
    events: list[Event] = []
    turn = 0
    while not stop(game, events):
        if game.is_over:
            raise ValueError("the game ended before the wanted position; try another seed")
        turn += 1
        seat = game.to_place[0] if game.phase is Phase.TILING else None
        events = game.play(choose(game, Level.NORMAL, seed=game.turn * 7 + turn, seat=seat))
    return events


def middle(game: Game, events: list[Event]) -> bool:
    """A take in round 2 from the ``MID_TURN``-th move on (drawn with its highlights)."""
    took = any(isinstance(event, TilesTaken) for event in events)
    return took and game.phase is Phase.OFFER and game.round == 2 and game.turn >= MID_TURN


def choosing(game: Game, events: list[Event]) -> bool:
    """A tiling from round 3 on where at least two players still choose."""
    return game.phase is Phase.TILING and len(game.to_place) >= 2 and game.round >= 3


def positions(variant: Variant, players: int, seed: int):
    """``(moment, game, events, seat)`` of one game: in the middle, while players choose
    (after one placement), from a waiting seat, at the end."""
    game = Game.new(players, seed, variant)
    events = play_until(game, middle)
    yield "mid", game, events, None
    play_until(game, choosing)
    events = game.play(choose(game, Level.NORMAL, seed=seed, seat=game.to_place[0]))
    yield "choosing", game, events, None
    yield "choosing-seat", game, events, game.to_place[0]
    yield "end", game, play_until(game, lambda game, events: game.is_over), None


def on_phone(png: bytes) -> bytes:
    """The picture as a phone shows it, 400 px wide (on the picture's own palette: its
    colors stay, and the file is smaller than with a palette of its own)."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    height = round(image.height * PHONE_WIDTH / image.width)
    return to_png(image.resize((PHONE_WIDTH, height), Image.Resampling.LANCZOS))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="every position in every language")
    parser.add_argument("--folder", type=Path, default=FOLDER)
    options = parser.parse_args()
    for (side, players), seed in SEEDS.items():
        names = list(NAMES[:players])
        for moment, game, events, seat in positions(SIDES[side], players, seed):
            for language in LANGUAGES:
                full = options.all or (language == "en" and (players, moment) in FULL_SIZE)
                phone = options.all or (players, moment, language) in ON_PHONE
                if not (full or phone):
                    continue
                png = draw_table(game, names, events, language, seat)
                suffix = "" if language == "en" else f"-{language}"
                stem = f"crystal-{side}-{players}p-{moment}{suffix}"
                drawn = [(f"{stem}.png", png)] if full else []
                drawn += [(f"{stem}-400.png", on_phone(png))] if phone else []
                for name, data in drawn:
                    (options.folder / name).write_bytes(data)
                    print(name, len(data), "bytes")


if __name__ == "__main__":
    main()
