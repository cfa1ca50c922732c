"""A game host for the group DM's kill test (``test_group_dm_kill.py``), started by the kill
harness; not a test. The place is one where the bot is no member and no interaction's token
lives (a group DM, the players away): every post is ``Parked``. The host's clock starts where
the test's stood, moves on by the computer's pause so the computer plays, and the host stops
dead at one moment of that move: it says where on its output and waits to be killed.

The moments: ``before_commit`` (the computer's move chosen, not stored), ``after_commit``
(stored, its table not yet tried) and ``after_park`` (its table set aside for the place's
next interaction).
"""

from __future__ import annotations

import asyncio
from typing import Any

from azul_bot.core import GameService, ManualClock, ServiceOptions
from azul_bot.core.db import SqliteStore
from azul_bot.core.db.sql.places import park
from tests.conftest import fake_png
from tests.fakes import NoTokenAlive
from tests.kill_harness import stop_here

PARK = park(0, late=True).sql


def at_the_moment(work: Any, stop: str) -> bool:
    """Whether ``work`` is the write that ``stop`` names: the move's commit, or the park."""
    if stop == "after_park":
        return getattr(work, "sql", None) == PARK
    return getattr(getattr(work, "gi_code", None), "co_name", "") == "commit_move"


async def main(db_path: str, now: str, pause: str, stop: str) -> None:
    store = await SqliteStore.open(db_path)
    database = store._database  # the store's own writes (a move's commit) go through it
    write = database.write

    async def stopping(work: Any) -> Any:
        at = at_the_moment(work, stop)
        if at and stop.startswith("before"):
            await stop_here(stop)
        done = await write(work)
        if at and stop.startswith("after"):
            await stop_here(stop)
        return done

    database.write = stopping  # type: ignore[method-assign]
    clock = ManualClock(float(now))
    options = ServiceOptions(clock=clock, render=fake_png, computer_pause=float(pause))
    service = GameService(store, NoTokenAlive(), options)
    await service.start_loops()
    await clock.advance(float(pause))  # the computer's turn comes due: it plays
    await asyncio.Event().wait()  # until killed at the moment
