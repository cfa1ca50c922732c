"""Example tables, and the picture in the docs.

    .venv/bin/python -m renderers.example docs/example-table.png [--players 4] [--moves 30]

Games are played by a simple greedy policy (most tiles onto a pattern line, least on the
floor; ties broken by a seeded ``random.Random``) so the boards look like real play.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from azul_bot.engine import FLOOR, Event, Game, Move, placement_score, wall_column

from . import render_table, to_png
from .text import describe_table

NAMES = ("Chloé", "Łukasz", "Zoë 🎲", "Αλέξανδρος Παπαδόπουλος")


def greedy_move(game: Game, chooser: random.Random) -> Move:
    """A plausible move: complete lines whose wall cell scores, fill lines, avoid the floor."""
    board = game.players[game.current_player]

    def value(move: Move) -> float:
        placed = game.preview(move)
        score = 3 * placed.to_line - 2 * (placed.to_floor + placed.to_lid) + chooser.random()
        if move.line != FLOOR and board.line_counts[move.line] + placed.to_line == move.line + 1:
            col = wall_column(move.line, move.color)
            wall = board.wall | 1 << (move.line * 5 + col)
            score += 2 * placement_score(wall, move.line, col)[0]
        return score - 4 * (move.line == FLOOR)

    return max(game.legal_moves(), key=value)


def play(players: int, seed: int, moves: int) -> tuple[Game, list[Event]]:
    """A game of ``players`` after ``moves`` greedy moves (or at its end), with the last events."""
    game = Game.new(players, seed)
    chooser = random.Random(seed)
    events: list[Event] = []
    for _ in range(moves):
        if game.is_over:
            break
        events = game.play(greedy_move(game, chooser))
    return game, events


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("output", type=Path, help="where to write the PNG")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument(
        "--moves", type=int, default=37, help="moves to play first (default: round 3)"
    )
    args = parser.parse_args()
    game, events = play(args.players, args.seed, args.moves)
    names = NAMES[: args.players]
    args.output.write_bytes(to_png(render_table(game, names=names, events=events)))
    print(describe_table(game, names, events))


if __name__ == "__main__":
    main()
