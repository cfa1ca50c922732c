"""The review of a finished game: CPU seconds per game reviewed, and what a pool of workers
gets through.

Run: .venv/bin/python benchmarks/review.py --games 6 --jobs 2

Games are played by ``normal`` computers from seeded deals (people's games have about as
many moves); every seat is reviewed, as when everyone at the table is a person. ``cpu`` is
the process time of one review (what the target counts: at most 15 CPU seconds for a
two-player game), its costly moves confirmed as the bot's are; ``pool`` reviews ``--games``
games per player count at once on ``--jobs`` worker processes and says how many games an
hour that is. The verdicts' costliest moves are
printed too (their labels), so a change of the review's budget shows what it changes.
"""

from __future__ import annotations

import argparse
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from azul_bot.ai import Level, choose
from azul_bot.ai.review import BUDGET, costliest, review, review_from_state
from azul_bot.engine import Game


def played(players: int, seed: int) -> tuple[Game, list]:
    start = Game.new(players, seed)
    game, moves = start.copy(), []
    while not game.is_over:
        move = choose(game, Level.NORMAL, seed=seed * 1000 + len(moves))
        moves.append(move)
        game.play(move)
    return start, moves


def timed_review(players: int, seed: int, budget: float) -> tuple[float, int, int, list]:
    start, moves = played(players, seed)
    began = time.process_time()
    verdicts = review(start, moves, set(range(players)), seed=seed, budget=budget)
    cpu = time.process_time() - began
    worst = [costliest(verdicts, seat) for seat in range(players)]
    return cpu, len(moves), len(verdicts), worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="games per player count")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes of the pool")
    parser.add_argument("--budget", type=float, default=BUDGET)
    args = parser.parse_args()
    for players in (2, 4):
        cpus, reviewed = [], []
        for seed in range(1, args.games + 1):
            cpu, moves, verdicts, worst = timed_review(players, seed, args.budget)
            cpus.append(cpu)
            reviewed.append(verdicts)
            costly = sum(1 for seat in worst if seat)
            print(
                f"  {players}p game {seed}: {moves} moves, {verdicts} reviewed, {cpu:5.2f} CPU-s;"
                f" seats with a costly move: {costly} of {players};"
                f" labels {', '.join(str(v.label) for w in worst for v in w) or 'none'}"
            )
        print(
            f"{players} players: median {statistics.median(cpus):.2f} CPU-s per game"
            f" (max {max(cpus):.2f}), {statistics.median(reviewed):.0f} moves reviewed,"
            f" {statistics.median(cpus) / statistics.median(reviewed) * 1000:.0f} ms a move"
        )
    for players in (2, 4):
        games = [played(players, seed) for seed in range(1, args.games + 1)]
        began = time.perf_counter()
        with ProcessPoolExecutor(args.jobs) as pool:
            futures = [
                pool.submit(
                    review_from_state,
                    start.to_dict(),
                    [str(move) for move in moves],
                    list(range(players)),
                    seed,
                    args.budget,
                )
                for seed, (start, moves) in enumerate(games, start=1)
            ]
            for future in futures:
                future.result()
        wall = time.perf_counter() - began
        print(
            f"pool of {args.jobs}, {players} players: {len(games)} games in {wall:.1f} s,"
            f" {len(games) / wall * 3600:.0f} games an hour"
        )


if __name__ == "__main__":
    main()
