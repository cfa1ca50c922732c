"""Swiss pairing speed: the time to pair each round of a 256-player Swiss with random results.

Run: .venv/bin/python benchmarks/pairing.py [--players 256] [--rounds 9] [--runs 5]

For tables of 2 and of 4, ``--runs`` tournaments (seeds 0, 1, ...) are played: each round is
paired from the history so far (``swiss_round``), then every table gets random places (ties
included) and Azul scores. Printed per round: the median and the worst pairing time over the
runs, wall-clock on one core; then the same for the standings of the last round. The rounds
default to ``default_swiss_rounds(players)``; the target is under a second a round.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from azul_bot.features.tournaments.pairing import Bye, Entrant, Pairing, Table
from azul_bot.features.tournaments.ranking import standings
from azul_bot.features.tournaments.swiss import default_swiss_rounds, swiss_round


def entrants(players: int, seed: int) -> list[Entrant]:
    rng = random.Random(seed)
    return [Entrant(10_000 + user, rng.uniform(0.0, 50.0)) for user in range(players)]


def results(pairing: Pairing, rng: random.Random) -> list[Table | Bye]:
    played: list[Table | Bye] = [Bye(pairing.round, pairing.bye)] if pairing.bye else []
    for seats in pairing.tables:
        ranks = tuple(rng.randint(1, len(seats)) for _ in seats)
        played.append(
            Table(pairing.round, seats, ranks, tuple(rng.randint(20, 110) for _ in seats))
        )
    return played


def run(players: int, rounds: int, table_size: int, seed: int) -> tuple[list[float], float]:
    """Seconds to pair each round of one tournament, and to rank its end."""
    field = entrants(players, seed)
    rng = random.Random(seed)
    history: list[Table | Bye] = []
    times = []
    for number in range(1, rounds + 1):
        start = time.perf_counter()
        pairing = swiss_round(field, history, number, table_size)
        times.append(time.perf_counter() - start)
        history.extend(results(pairing, rng))
    start = time.perf_counter()
    standings(field, history)
    return times, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=256)
    parser.add_argument("--rounds", type=int, default=None)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rounds = args.rounds or default_swiss_rounds(args.players)
    for table_size in (2, 4):
        runs = [run(args.players, rounds, table_size, seed) for seed in range(args.runs)]
        print(f"{args.players} players, tables of {table_size}, {args.runs} runs:")
        for number in range(rounds):
            times = [pairing[number] for pairing, _ in runs]
            print(
                f"  round {number + 1:2}: median {statistics.median(times) * 1000:7.1f} ms"
                f"   worst {max(times) * 1000:7.1f} ms"
            )
        every = [seconds for pairing, _ in runs for seconds in pairing]
        ranking = [seconds for _, seconds in runs]
        print(
            f"  all rounds: median {statistics.median(every) * 1000:7.1f} ms"
            f"   worst {max(every) * 1000:7.1f} ms;"
            f"   standings: median {statistics.median(ranking) * 1000:.1f} ms"
        )


if __name__ == "__main__":
    main()
