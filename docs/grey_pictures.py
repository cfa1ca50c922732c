"""Draw the grey-wall pictures docs/grey-wall.md shows: docs/pictures/grey-*.png.

    .venv/bin/python docs/grey_pictures.py

Seeded grey-wall games played by the ``normal`` computer, drawn as the bot draws them: for 2
and 4 players, the table while players choose their columns (one has placed a tile, others
still choose: the cells legal for each waiting line are marked), the same from a waiting
player's seat (as the placement picker shows it), and the final scores.
"""

from __future__ import annotations

from pathlib import Path

from azul_bot.ai import Level, choose
from azul_bot.core.words.pictures import draw_table
from azul_bot.engine import GREY, Event, Game, Phase
from renderers.example import NAMES

FOLDER = Path(__file__).with_name("pictures")
SEEDS = {2: 11, 4: 5}
"""A seed per table size whose third round ends with several players choosing at once."""


def to_choosing(game: Game, *, round: int = 3) -> list[Event]:
    """Play until a tiling from ``round`` on has at least two players waiting, then let the
    first of them place one tile; the events of that placement."""
    turn = 0
    while not game.is_over:
        turn += 1
        waiting = game.phase is Phase.TILING and len(game.to_place) >= 2
        if waiting and game.round >= round:
            return game.play(choose(game, Level.NORMAL, seed=turn, seat=game.to_place[0]))
        game.play(choose(game, Level.NORMAL, seed=turn))
    raise ValueError("the game ended before players chose together; try another seed")


def to_end(game: Game) -> list[Event]:
    events: list[Event] = []
    turn = 0
    while not game.is_over:
        turn += 1
        events = game.play(choose(game, Level.NORMAL, seed=turn))
    return events


def main() -> None:
    for players, seed in SEEDS.items():
        game = Game.new(players, seed, GREY)
        names = list(NAMES[:players])
        events = to_choosing(game)
        waiting = game.to_place[0]
        pictures = {
            f"grey-{players}p-choosing.png": draw_table(game, names, events, "en"),
            f"grey-{players}p-choosing-seat.png": draw_table(game, names, events, "en", waiting),
        }
        pictures[f"grey-{players}p-end.png"] = draw_table(game, names, to_end(game), "en")
        for name, png in pictures.items():
            (FOLDER / name).write_bytes(png)
            print(name, len(png), "bytes")


if __name__ == "__main__":
    main()
