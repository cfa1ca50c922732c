"""Engine speed: complete random games per second, and moves per second.

Run: .venv/bin/python benchmarks/engine.py [--seconds 3] [--variant classic|grey|crystal-1|crystal-2]
One core, uniformly random legal moves (chosen with a seeded random.Random); on a free wall
(grey, the Crystal Mosaic's sides) the placements at each wall tiling are moves too. Random
play on the Crystal Mosaic often closes printed cells: such a game may end because no row of
any wall can be completed any more (docs/rules.md, "A game nobody can end").
"""

from __future__ import annotations

import argparse
import random
import time

from azul_bot.engine import VARIANTS, Game, Variant


def play_random_game(players: int, seed: int, chooser: random.Random, variant: Variant) -> int:
    """Play one game to its end; returns the number of moves."""
    game = Game.new(players, seed, variant)
    moves = 0
    while not game.is_over:
        legal = game.legal_moves()
        game.play(legal[int(chooser.random() * len(legal))])
        moves += 1
    return moves


def games_per_second(players: int, seconds: float, variant: Variant) -> tuple[float, float, float]:
    chooser = random.Random(players)
    games = moves = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        moves += play_random_game(players, games, chooser, variant)
        games += 1
    return games / elapsed, moves / elapsed, moves / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--variant", default="classic", choices=list(VARIANTS))
    args = parser.parse_args()
    variant = VARIANTS[args.variant]
    for players in variant.player_counts:
        games, moves, length = games_per_second(players, args.seconds, variant)
        print(
            f"{variant.code} {players} players: {games:8.0f} complete random games/s   "
            f"{moves:9.0f} moves/s (legal_moves + play)   {length:5.1f} moves/game"
        )


if __name__ == "__main__":
    main()
