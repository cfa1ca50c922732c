"""A game host for the review's kill test (``test_review_kill.py``), started by the kill
harness; not a test. It starts its loops on a database where a finished game's review waits,
and stops dead at one moment of making it: it says where on its output and waits to be
killed.

The moments: ``while_thinking`` (the review's timer claimed, the computer weighing the moves),
``before_complete`` (the verdicts in hand, not yet stored) and ``after_complete`` (stored,
nobody told yet).
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from azul_bot.core import GameService, ServiceOptions, Thinkers
from azul_bot.core.db import SqliteStore
from tests.fakes import FakeChannels
from tests.kill_harness import stop_here


async def main(db_path: str, stop: str) -> None:
    store = await SqliteStore.open(db_path)
    thinkers = Thinkers(ThreadPoolExecutor(1), budgets={"review": 0.02})
    run, write = thinkers.run, store.write

    async def thinking(*args, **kwargs):
        if stop == "while_thinking":
            await stop_here(stop)
        return await run(*args, **kwargs)

    async def completing(work: Any) -> Any:
        # The review's verdicts stored (its ``complete_review`` statement), and no other write.
        storing = getattr(getattr(work, "gi_code", None), "co_name", "") == "complete_review"
        if storing and stop == "before_complete":
            await stop_here(stop)
        stored = await write(work)
        if storing and stop == "after_complete":
            await stop_here(stop)
        return stored

    thinkers.run = thinking  # type: ignore[method-assign]
    store.write = completing  # type: ignore[method-assign]
    service = GameService(store, FakeChannels(), ServiceOptions(thinkers=thinkers))
    await service.start_loops()
    await asyncio.Event().wait()  # until killed
