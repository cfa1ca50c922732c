"""The round search's speed on rounds' first takes, its longest searches: CPU seconds per take
(median and longest), nodes a second, and the depth it reached.

Run: .venv/bin/python benchmarks/round_search.py --games 3 --jobs 2

The positions are the first take of every round of ``normal`` self-play games (two players,
colored wall, seeded deals), each searched as ``hard`` searches it (``--budget`` seconds'
worth of nodes, ``alphabeta.STRETCH`` times that at most, untimed). With ``--jobs 2`` two
searches run at once, as in a tournament on two cores, so their CPU seconds are what a
player waits on a busy machine. ``digest`` changes only when a move or a value found does:
a change meant to make the search faster, not different, keeps it.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from azul_bot.ai import Level, alphabeta, choose
from azul_bot.ai.sight import blindfolded
from azul_bot.engine import Game, Phase


def first_takes(players: int, seed: int) -> list[Game]:
    """What ``hard`` sees at each round's first take of a ``normal`` self-play game."""
    game, views = Game.new(players, seed), []
    while not game.is_over:
        full = 4 * len(game.factories)
        if game.phase is Phase.OFFER and sum(map(sum, game.factories)) == full:
            views.append(blindfolded(game, seed))
        game.play(choose(game, Level.NORMAL, seed=seed))
    return views


def searched(view: Game, budget: float) -> tuple[float, int, int, str]:
    """CPU seconds, nodes, depth reached, and the take and value found."""
    began = time.process_time()
    search = alphabeta.search_for(view, budget, timed=False)
    take, value = search.best()
    return time.process_time() - began, search.nodes, search.depth_reached, f"{take}{value:.6f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="self-play games (seeds 1, 2, ...)")
    parser.add_argument("--jobs", type=int, default=2, help="searches at once")
    parser.add_argument("--budget", type=float, default=1.0)
    args = parser.parse_args()
    views = [view for seed in range(1, args.games + 1) for view in first_takes(2, seed)]
    with ProcessPoolExecutor(args.jobs) as pool:
        found = list(pool.map(searched, views, [args.budget] * len(views)))
    cpus = [cpu for cpu, _, _, _ in found]
    nodes = sum(count for _, count, _, _ in found)
    depths = [depth for _, _, depth, _ in found]
    digest = hashlib.sha256("".join(line for *_, line in found).encode()).hexdigest()[:16]
    print(
        f"{len(views)} rounds' first takes, budget {args.budget}s (at most "
        f"{int(alphabeta.STRETCH * args.budget * alphabeta.NODES_PER_SECOND):,} nodes), "
        f"{args.jobs} at once"
    )
    print(
        f"cpu median {statistics.median(cpus):.2f}s, max {max(cpus):.2f}s; "
        f"{nodes / sum(cpus):,.0f} nodes/s; depth median {statistics.median(depths)}, "
        f"min {min(depths)}; digest {digest}"
    )


if __name__ == "__main__":
    main()
