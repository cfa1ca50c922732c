"""Table image speed and size: median render + PNG encode of mid-game 4-player tables.

Run: .venv/bin/python benchmarks/render.py [--positions 40] [--repeat 5]

Positions come from greedy 4-player games (``renderers.example``), taken after every move of
rounds 2-3, so status texts and highlights change from one render to the next like in play;
fonts, backgrounds and tile sprites are warmed up first, as they are in a running bot.
"""

from __future__ import annotations

import argparse
import statistics
import time

from azul_bot.engine import Event, Game
from renderers import render_table, to_png
from renderers.example import NAMES, greedy_move


def mid_game_positions(count: int) -> list[tuple[Game, list[Event]]]:
    """``count`` distinct mid-game 4-player positions (round 2 onwards) with their events."""
    import random

    positions: list[tuple[Game, list[Event]]] = []
    seed = 0
    while len(positions) < count:
        game, chooser = Game.new(4, seed), random.Random(seed)
        while not game.is_over and len(positions) < count:
            events = game.play(greedy_move(game, chooser))
            if 2 <= game.round <= 3 and not game.is_over:
                positions.append((game.copy(), events))
        seed += 1
    return positions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=5, help="passes over the positions")
    args = parser.parse_args()
    positions = mid_game_positions(args.positions)
    names = list(NAMES)
    start = time.perf_counter()
    to_png(render_table(positions[0][0], names=names, events=positions[0][1]))
    cold_ms = (time.perf_counter() - start) * 1000  # fonts, background, sprites: once per process

    render_ms, encode_ms, total_ms, sizes = [], [], [], []
    for _ in range(args.repeat):
        for game, events in positions:
            start = time.perf_counter()
            image = render_table(game, names=names, events=events)
            middle = time.perf_counter()
            data = to_png(image)
            end = time.perf_counter()
            render_ms.append((middle - start) * 1000)
            encode_ms.append((end - middle) * 1000)
            total_ms.append((end - start) * 1000)
            sizes.append(len(data))
    width, height = image.size
    print(
        f"4-player mid-game table, {width}x{height} px, {len(positions)} positions x {args.repeat}"
    )
    print(f"first render + encode (cold caches) {cold_ms:.0f} ms")
    print(f"render  median {statistics.median(render_ms):6.2f} ms")
    print(f"encode  median {statistics.median(encode_ms):6.2f} ms")
    print(f"total   median {statistics.median(total_ms):6.2f} ms   (target <= 15 ms)")
    print(f"total   p90    {statistics.quantiles(total_ms, n=10)[-1]:6.2f} ms")
    print(
        f"size    median {statistics.median(sizes) / 1024:6.1f} KB   max {max(sizes) / 1024:.1f} KB"
        "   (target <= 80 KB)"
    )


if __name__ == "__main__":
    main()
