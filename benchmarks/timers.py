"""Timer dispatcher: 10,000 running games with deadlines, what it costs and how late it fires.

Run: .venv/bin/python benchmarks/timers.py [--games 10000] [--spread 20]

A SQLite database (the real schema, built in bulk) holds ``--games`` running 2-player games,
each with a reminder due at a random moment in the next ``--spread`` seconds (and a time-out
a day later). A real ``GameService`` with its one dispatcher task then runs until every
reminder is posted to an in-memory channel. Printed: the memory the process gained while the
dispatcher held the 10,000 deadlines (tracemalloc: Python objects the dispatcher allocated,
and resident memory), the number of tasks, and the lateness of each reminder message, from
its deadline to its post (median, p99, max).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import resource
import sqlite3
import statistics
import tempfile
import time
import tracemalloc
from pathlib import Path

from azul_bot.core import GameService, Post
from azul_bot.core.db import SqliteStore
from azul_bot.engine import Game


class Channel:
    """Records when each reminder was posted."""

    def __init__(self) -> None:
        self.posted: dict[int, float] = {}
        self._ids = iter(range(1, 10**9))

    async def post(self, channel_id: int, post: Post, *, nonce: str) -> int:
        self.posted[channel_id] = time.time()
        return next(self._ids)

    async def edit(self, channel_id: int, message_id: int, post: Post) -> None:
        return None

    async def strip(
        self,
        channel_id: int,
        message_id: int,
        *,
        post: Post | None = None,
        keep_picture: bool = False,
    ) -> None:
        return None

    async def dm(self, user_id: int, post: Post, *, nonce: str) -> None:
        return None

    async def create_thread(self, channel_id: int, starter: Post, *, nonce: str) -> int:
        return await self.post(channel_id, starter, nonce=nonce)


def build(path: Path, games: int, spread: float, start: float) -> dict[int, float]:
    """``games`` running games, each with a reminder due within ``spread`` seconds of
    ``start``; returns the due time per channel."""
    chooser = random.Random(1)
    state = json.dumps(Game.new(2, 1).to_dict(), separators=(",", ":"))
    due: dict[int, float] = {}
    game_rows, seat_rows, timer_rows = [], [], []
    for game_id in range(1, games + 1):
        channel = 10**6 + game_id
        game_rows.append((game_id, 1, channel, 1, "running", 2, state, state, start, start))
        seat_rows += [(game_id, 0, 2 * game_id, "a"), (game_id, 1, 2 * game_id + 1, "b")]
        due[channel] = start + 2 + chooser.random() * spread
        timer_rows.append((game_id, channel, "reminder", due[channel], 2))
        timer_rows.append((game_id, channel, "timeout", start + 86400, 2))
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT INTO games (id, guild_id, channel_id, host_id, status, version, state,"
            " start_state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            game_rows,
        )
        db.executemany(
            "INSERT INTO seats (game_id, position, user_id, name) VALUES (?, ?, ?, ?)", seat_rows
        )
        db.executemany(
            "INSERT INTO timers (game_id, channel_id, kind, due_at, version)"
            " VALUES (?, ?, ?, ?, ?)",
            timer_rows,
        )
    return due


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--spread", type=float, default=20.0, help="seconds the deadlines span")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "timers.sqlite3"
        await (await SqliteStore.open(path)).close()
        due = build(path, args.games, args.spread, time.time())
        store = await SqliteStore.open(path)
        channel = Channel()
        service = GameService(store, channel)
        rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        tracemalloc.start()
        idle_tasks = len(asyncio.all_tasks())
        await service.start_loops()
        await asyncio.sleep(0.5)
        holding = tracemalloc.get_traced_memory()[0]
        tasks = len(asyncio.all_tasks()) - idle_tasks
        deadline = time.time() + args.spread + 60
        while len(channel.posted) < args.games and time.time() < deadline:
            await asyncio.sleep(0.2)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        rss_after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        await service.close()
        await store.close()
    late = [(channel.posted[c] - due[c]) * 1000 for c in channel.posted]
    print(f"{args.games} running games with a reminder and a time-out each")
    print(f"tasks while waiting     {tasks} (the dispatcher and the outbox)")
    print(f"memory while waiting    {holding / 1024:.0f} KiB of Python objects (tracemalloc)")
    print(f"memory while firing     peak {peak / 1024:.0f} KiB (tracemalloc)")
    print(f"max resident size       {rss_before / 1024:.0f} MiB -> {rss_after / 1024:.0f} MiB")
    print(
        f"reminders posted        {len(late)}/{args.games}; deadline -> message:"
        f" median {statistics.median(late):.1f} ms   p99 {percentile(late, 0.99):.1f} ms"
        f"   max {max(late):.1f} ms"
    )


if __name__ == "__main__":
    asyncio.run(main())
