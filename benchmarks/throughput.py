"""Throughput: moves per second with 1,000 channels playing at once, and each move's latency.

Run: .venv/bin/python benchmarks/throughput.py [--channels 1000] [--seconds 20]
         [--store sqlite|postgres] [--processes 1|2] [--image] [--render-processes 2]

Every channel holds a running 2-player game; as many players as channels keep making random
legal moves (each keeps its channel's game in step, as a player who sees the posted tables
does, so the figures are the bot's and not the driver's) through ``Turns.play`` (validate, apply, commit with its announcement, the
outbox posts it to an in-memory channel, ``play`` returns once posted). With ``--image`` the
table is drawn and encoded for every post, by ``--render-processes`` worker processes per
bot process (the bot's default, ``AZUL_RENDER_PROCESSES=2``; 0 draws in threads).
``--store postgres`` starts a throw-away PostgreSQL 15 server (as the tests do);
``--processes 2`` runs two service processes on that one database, each playing half the
channels. Printed: moves per second (all processes) and
the median and 99th percentile of ``play``.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Turns

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from azul_bot.core import GameService, ServiceError, ServiceOptions  # noqa: E402
from azul_bot.core.db import open_store  # noqa: E402
from azul_bot.core.words.pictures import draw_table as default_renderer  # noqa: E402
from azul_bot.engine import Game
from benchmarks.nowhere import Nowhere  # noqa: E402
from tests.store.postgres_server import PostgresServer, find_binaries  # noqa: E402

GUILD = 1


def service_for(store, image: bool, painters: int = 0) -> GameService:
    seeds = iter(range(10**9))
    options = ServiceOptions(
        new_game=lambda players: Game.new(players, next(seeds)),
        render=default_renderer if image else None,
        render_processes=painters,
    )
    return GameService(store, Nowhere(), options)


async def prepare(location: str, channels: range) -> None:
    store = await open_store(location)
    service = service_for(store, image=False)
    await service.start_loops()
    for channel in channels:
        await service.room(Lobby).open_lobby(GUILD, channel, 2 * channel, "a")
        await service.room(Lobby).join(channel, 2 * channel + 1, "b")
        await service.room(Lobby).start(channel, 2 * channel)
    await service.close()
    await store.close()


async def player(service: GameService, channel: int, until: float, timings: list[float]) -> None:
    """Both seats of one channel. Like a player who sees each posted table, it knows the
    game without asking the store: it reads the game once, then plays its copy along."""
    chooser = random.Random(channel)
    record, game = None, None
    while time.perf_counter() < until:
        if record is None or game is None or game.is_over:
            record = await service.store.active_game(channel)
            if record is None:  # finished: a new game in the same channel
                await service.room(Lobby).open_lobby(GUILD, channel, 2 * channel, "a")
                await service.room(Lobby).join(channel, 2 * channel + 1, "b")
                await service.room(Lobby).start(channel, 2 * channel)
                continue
            game = record.game()
        move = chooser.choice(game.legal_moves())
        user = record.seats[game.current_player].user_id
        started = time.perf_counter()
        try:
            await service.room(Turns).play(channel, user, move)
        except ServiceError:
            record = None  # read the game again
            continue
        timings.append((time.perf_counter() - started) * 1000)
        game.play(move)


async def play_for(
    location: str, channels: list[int], seconds: float, image: bool, painters: int
) -> tuple[list[float], float]:
    store = await open_store(location)
    service = service_for(store, image, painters)
    await service.start_loops(sole_process=False)
    timings: list[float] = []
    began = time.perf_counter()
    until = began + seconds
    await asyncio.gather(*(player(service, c, until, timings) for c in channels))
    # Moves begun before the end finish after it: the rate is over the whole span.
    elapsed = time.perf_counter() - began
    await service.close()
    await store.close()
    return timings, elapsed


def worker(
    location: str, channels: list[int], seconds: float, image: bool, painters: int, out
) -> None:
    out.put(asyncio.run(play_for(location, channels, seconds, image, painters)))


def run(location: str, args: argparse.Namespace) -> tuple[list[float], float]:
    channels = list(range(1, args.channels + 1))
    if args.processes == 1:
        return asyncio.run(
            play_for(location, channels, args.seconds, args.image, args.render_processes)
        )
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    halves = [channels[i :: args.processes] for i in range(args.processes)]
    workers = [
        context.Process(
            target=worker,
            args=(location, part, args.seconds, args.image, args.render_processes, queue),
        )
        for part in halves
    ]
    for each in workers:
        each.start()
    results = [queue.get() for _ in workers]
    timings = [t for each, _ in results for t in each]
    elapsed = max(seconds for _, seconds in results)
    for each in workers:
        each.join()
    return timings, elapsed


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--channels", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--store", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--processes", type=int, default=1, choices=(1, 2))
    parser.add_argument("--image", action="store_true", help="draw the table for every post")
    parser.add_argument(
        "--render-processes",
        type=int,
        default=2,
        help="picture workers per bot process, as AZUL_RENDER_PROCESSES (0: threads)",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        server = None
        if args.store == "postgres":
            binaries = find_binaries()
            if binaries is None:
                raise SystemExit("PostgreSQL 15 binaries not found: install postgresql-15")
            server = PostgresServer.start(binaries)
            location = server.url(server.create_database(empty=True))
        else:
            location = str(Path(folder) / "throughput.sqlite3")
        try:
            started = time.perf_counter()
            asyncio.run(prepare(location, range(1, args.channels + 1)))
            print(f"{args.channels} running games ready in {time.perf_counter() - started:.0f} s")
            timings, elapsed = run(location, args)
        finally:
            if server is not None:
                server.stop()
    image = "without the image"
    if args.image:
        where = (
            f"{args.render_processes} picture process(es)" if args.render_processes else "threads"
        )
        image = f"with the image ({where})"
    print(
        f"{args.store}, {args.processes} process(es), {args.channels} channels, {image}:"
        f" {len(timings) / elapsed:.0f} moves/s   p50 {statistics.median(timings):.1f} ms"
        f"   p99 {percentile(timings, 0.99):.1f} ms"
    )


if __name__ == "__main__":
    main()
