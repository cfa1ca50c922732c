"""Service speed: one ``play`` with many running games stored, until its message is posted.

Run: .venv/bin/python benchmarks/service.py [--games 1000] [--plays 500] [--players 2]
Prints the median and 99th percentile of ``Turns.play`` wall time: validate, apply,
commit the move with its announcement, then the outbox draws the table and posts it (to an
in-memory channel) and ``play`` returns once it is posted. With the real renderer and a real
SQLite file in a temporary folder, and the same without rendering so the two costs can be
told apart. Target: median < 30 ms, p99 < 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from nowhere import Nowhere

from azul_bot.core import GameService, ServiceOptions
from azul_bot.core.db import SqliteStore
from azul_bot.core.words.pictures import draw_table
from azul_bot.engine import Game
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Turns

GUILD = 1


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def fill(service: GameService, games: int, players: int, chooser: random.Random) -> None:
    """``games`` running games, one per channel, each a few random moves in."""
    for channel in range(1, games + 1):
        users = [channel * 10 + seat for seat in range(players)]
        await service.room(Lobby).open_lobby(GUILD, channel, users[0], f"player{users[0]}")
        for user in users[1:]:
            await service.room(Lobby).join(channel, user, f"player{user}")
        table = await service.room(Lobby).start(channel, users[0])
        for _ in range(chooser.randrange(0, 8)):
            game = (await service.store.active_game(channel)).game()
            move = chooser.choice(game.legal_moves())
            table = await service.room(Turns).play(channel, table.current_user_id, move)


async def measure(service: GameService, games: int, plays: int, chooser: random.Random):
    timings: list[float] = []
    for _ in range(plays):
        channel = chooser.randrange(1, games + 1)
        record = await service.store.active_game(channel)
        if record is None:  # finished meanwhile (rare): skip it
            continue
        game = record.game()
        user = record.seats[game.current_player].user_id
        move = chooser.choice(game.legal_moves())
        start = time.perf_counter()
        await service.room(Turns).play(
            channel,
            user,
            str(move.source + 1) if move.source >= 0 else "center",
            str(move.color),
            "floor" if move.line == 5 else str(move.line + 1),
        )
        timings.append((time.perf_counter() - start) * 1000)
    return timings


def report(label: str, timings: list[float]) -> None:
    print(
        f"{label:<40} n={len(timings):<4} median {statistics.median(timings):6.2f} ms"
        f"   p99 {percentile(timings, 0.99):6.2f} ms   max {max(timings):6.2f} ms"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="running games in the database")
    parser.add_argument("--plays", type=int, default=500, help="measured plays")
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    args = parser.parse_args()
    chooser = random.Random(2024)
    with tempfile.TemporaryDirectory() as folder:
        store = await SqliteStore.open(Path(folder) / "bench.sqlite3")
        seeds = iter(range(10**9))
        quick = GameService(
            store, Nowhere(), ServiceOptions(new_game=lambda n: Game.new(n, next(seeds)))
        )
        await quick.start_loops()
        started = time.perf_counter()
        await fill(quick, args.games, args.players, chooser)
        print(
            f"{args.games} running {args.players}-player games stored in "
            f"{time.perf_counter() - started:.1f} s"
        )
        report("play without rendering", await measure(quick, args.games, args.plays, chooser))
        await quick.close()
        full = GameService(store, Nowhere(), ServiceOptions(render=draw_table))
        await full.start_loops()
        await measure(full, args.games, 5, chooser)  # warm the renderer's caches and fonts
        report(
            "play (validate, apply, commit, render)",
            await measure(full, args.games, args.plays, chooser),
        )
        await full.close()
        await store.close()


if __name__ == "__main__":
    asyncio.run(main())
