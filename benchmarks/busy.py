"""Answer time of one channel while hard computers think in four others.

Run: .venv/bin/python benchmarks/busy.py [--seconds 30]

Four channels each seat one person and three hard computers, which keep playing (the person
moves as soon as a computer hands the turn back); their searches run in the service's
process pool. Meanwhile a fifth channel's two people play as fast as they can through
``Turns.play`` (an interaction's whole work: validate, store, post). Printed: how many
computer moves were made, and the fifth channel's answer times (median, p99, max), which must
stay well inside Discord's 3 seconds.
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

from azul_bot.core import GameService, ServiceError, ServiceOptions, Thinkers
from azul_bot.core.db import SqliteStore
from azul_bot.engine import Game
from azul_bot.features.lobby import Lobby
from azul_bot.features.play import Turns

GUILD = 1
BUSY = (11, 12, 13, 14)
QUIET = 20


async def human_moves(service: GameService, channel: int, until: float, timings=None) -> None:
    """Whoever is a person and to move here moves at once, until ``until``."""
    chooser = random.Random(channel)
    while time.perf_counter() < until:
        record = await service.store.active_game(channel)
        if record is None:
            return
        game = record.game()
        seat = record.seats[game.current_player]
        if seat.user_id is None:
            await asyncio.sleep(0.05)
            continue
        started = time.perf_counter()
        try:
            await service.room(Turns).play(
                channel, seat.user_id, chooser.choice(game.legal_moves())
            )
        except ServiceError:
            continue
        if timings is not None:
            timings.append((time.perf_counter() - started) * 1000)


async def count_moves(store: SqliteStore) -> int:
    return sum([len(await store.moves(game_id)) for game_id in range(1, len(BUSY) + 1)])


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=30.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        store = await SqliteStore.open(Path(folder) / "busy.sqlite3")
        seeds = iter(range(10**6))
        options = ServiceOptions(
            new_game=lambda players: Game.new(players, next(seeds)),
            thinkers=Thinkers(),
            computer_pause=0.1,
        )
        service = GameService(store, Nowhere(), options)
        await service.start_loops()
        for channel in BUSY:
            await service.room(Lobby).open_lobby(GUILD, channel, channel, "person")
            for _ in range(3):
                await service.room(Lobby).add_computer(channel, channel, "hard")
            await service.room(Lobby).start(channel, channel)
        await service.room(Lobby).open_lobby(GUILD, QUIET, 1, "a")
        await service.room(Lobby).join(QUIET, 2, "b")
        await service.room(Lobby).start(QUIET, 1)
        until = time.perf_counter() + args.seconds
        timings: list[float] = []
        moves_before = await count_moves(store)
        await asyncio.gather(
            *(human_moves(service, channel, until) for channel in BUSY),
            human_moves(service, QUIET, until, timings),
        )
        moves = await count_moves(store) - moves_before
        await service.close()
        await store.close()
    ordered = sorted(timings)
    print(f"{moves} moves in the four busy channels in {args.seconds:.0f} s (hard computers)")
    print(
        f"quiet channel: {len(ordered)} moves answered   median {statistics.median(ordered):.1f} ms"
        f"   p99 {ordered[int(0.99 * (len(ordered) - 1))]:.1f} ms   max {ordered[-1]:.1f} ms"
    )


if __name__ == "__main__":
    asyncio.run(main())
