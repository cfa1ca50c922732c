"""Draw the pictures of reviewed moves: docs/pictures/review-*.png.

    .venv/bin/python docs/review_pictures.py [--all] [--folder DIR]

Seeded games of the ``normal`` computer, stopped where a move is reviewed; the better move is
the one the review's search finds there (``azul_bot.ai.review.judge``, untimed: the same each
time), the move played one chosen to show each case the picture must draw:

- ``floor``: a take thrown to the floor, where the search takes tiles into a line (2 players);
- ``source``: a take from the better move's source, of another color or onto another line;
- ``destination``: a take from elsewhere onto the better move's line (4 players);
- ``grey``: a placement at a grey wall's tiling in another column than the better one;
- ``crystal``: the same on the Crystal Mosaic's side 1 (4 players).

Each is drawn as the bot draws it (``draw_review``), from the mover's side, with the move's
label and the winning chances it lost as the review's search weighs it (no headline when it
lost too few to be labelled), full size and shrunk to 400 px wide as a phone shows it. The committed set (``COMMITTED``) is each case in
English full size and a few at 400 px in each language; ``--all`` draws every case in every
language at both sizes (to look at them all, into ``--folder``). It prints each case's moves.
"""

from __future__ import annotations

import argparse
import io
from collections.abc import Callable, Iterator
from pathlib import Path

from PIL import Image

from azul_bot.ai import Level, choose
from azul_bot.ai.review import judge
from azul_bot.core.words import LANGUAGES, words
from azul_bot.engine import CLASSIC, CRYSTAL_1, FLOOR, GREY, Game, Move, Phase, Variant, WallMove
from azul_bot.features.review.picture import draw_review
from renderers.example import NAMES

FOLDER = Path(__file__).with_name("pictures")
PHONE_WIDTH = 400
COMMITTED = {(case, "en", False) for case in ("floor", "source", "destination", "grey", "crystal")}
COMMITTED |= {("floor", language, True) for language in LANGUAGES}
COMMITTED |= {("destination", "fr", True), ("crystal", "nl", True)}
"""The pictures committed: ``(case, language, at 400 px)``."""

Stop = Callable[[Game], bool]


def play_until(game: Game, stop: Stop, seed: int) -> None:
    """The ``normal`` computer's moves (one seed per move) until ``stop(game)`` holds."""
    turn = 0
    while not stop(game):
        if game.is_over:
            raise ValueError("the game ended before the wanted position; try another seed")
        turn += 1
        seat = game.to_place[0] if game.phase is Phase.TILING else None
        game.play(choose(game, Level.NORMAL, seed=seed * 1000 + turn, seat=seat))


def best_of(game: Game, played: Move | WallMove, seed: int) -> Move | WallMove:
    """The best move the review's search finds where ``played`` is played."""
    return judge(game, game.turn, played, seed=seed).best


def takes(game: Game) -> list[Move]:
    return [move for move in game.legal_moves() if isinstance(move, Move)]


def floor_case(game: Game, seed: int) -> tuple[Move, Move]:
    """The most tiles thrown to the floor, against the search's best."""
    thrown = [move for move in takes(game) if move.line == FLOOR]
    played = max(thrown, key=lambda move: (game.preview(move).to_floor, str(move)))
    return played, best_of(game, played, seed)


def source_case(game: Game, seed: int) -> tuple[Move, Move]:
    """Another take from the best move's source."""
    best = best_of(game, takes(game)[0], seed)
    same = [m for m in takes(game) if m.source == best.source and m != best and m.line != FLOOR]
    return min(same, key=lambda m: (m.color == best.color, str(m))), best


def destination_case(game: Game, seed: int) -> tuple[Move, Move]:
    """A take from another source onto the best move's line."""
    best = best_of(game, takes(game)[0], seed)
    onto = [m for m in takes(game) if m.line == best.line and m.source != best.source]
    return min(onto, key=str), best


def placement_case(game: Game, seed: int) -> tuple[WallMove, WallMove]:
    """Another column than the best for the first waiting line."""
    seat = game.to_place[0]
    columns = [m for m in game.legal_moves(seat) if isinstance(m, WallMove)]
    best = best_of(game, columns[0], seed)
    return next(m for m in columns if m != best), best


def offer_from(round_: int, turn: int) -> Stop:
    return lambda game: game.phase is Phase.OFFER and game.round >= round_ and game.turn >= turn


def choosing(game: Game) -> bool:
    """A tiling from round 2 on where the first waiting line has a choice of columns."""
    line = game.pending_line(game.to_place[0]) if game.phase is Phase.TILING else None
    return line is not None and game.round >= 2 and len(line.columns) >= 2


CASES: dict[str, tuple[Variant, int, int, Stop, Callable]] = {
    "floor": (CLASSIC, 2, 4, offer_from(2, 13), floor_case),
    "source": (CLASSIC, 2, 7, offer_from(2, 12), source_case),
    "destination": (CLASSIC, 4, 6, offer_from(2, 24), destination_case),
    "grey": (GREY, 2, 11, choosing, placement_case),
    "crystal": (CRYSTAL_1, 4, 5, choosing, placement_case),
}
"""Per case: the variant, the players, a seed, where to stop, how to pick the moves."""


def cases() -> Iterator[tuple[str, Game, Move | WallMove, Move | WallMove]]:
    for case, (variant, players, seed, stop, pick) in CASES.items():
        game = Game.new(players, seed, variant, auto_place=False)
        play_until(game, stop, seed)
        played, better = pick(game, seed)
        yield case, game, played, better


def on_phone(png: bytes) -> bytes:
    """The picture as a phone shows it, 400 px wide (on 256 colors of its own: fewer would
    dull the marks' inks, and the fixed palette has none of them)."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    height = round(image.height * PHONE_WIDTH / image.width)
    shrunk = image.resize((PHONE_WIDTH, height), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    shrunk.quantize(256, Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(out, "PNG")
    return out.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="every case in every language")
    parser.add_argument("--folder", type=Path, default=FOLDER)
    options = parser.parse_args()
    for case, game, played, better in cases():
        weighed = judge(game, game.turn, played, seed=CASES[case][2])
        label = weighed.label
        print(f"{case}: played {played}, better {better}, {label}, {weighed.chance_lost}")
        told = {
            language: words(language)(
                "image-review-verdict",
                label=label.value,
                before=weighed.best_chance,
                after=weighed.played_chance,
            )
            if label
            else ""
            for language in LANGUAGES
        }
        names = list(NAMES[: len(game.players)])
        for language in LANGUAGES:
            for phone in (False, True):
                if not options.all and (case, language, phone) not in COMMITTED:
                    continue
                png = draw_review(
                    game.to_dict(),
                    str(played),
                    str(better),
                    names,
                    language,
                    verdict=told[language],
                )
                suffix = ("" if language == "en" else f"-{language}") + ("-400" if phone else "")
                name = f"review-{case}{suffix}.png"
                data = on_phone(png) if phone else png
                (options.folder / name).write_bytes(data)
                print(" ", name, len(data), "bytes")


if __name__ == "__main__":
    main()
