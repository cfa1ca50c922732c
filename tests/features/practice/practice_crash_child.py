"""A game host for the practice's kill test (``test_practice_kill.py``), started by the kill
harness; not a test. It answers the first position of a stored practice with the move
picked, as Confirm does, and stops dead at one moment: it says where on its output and waits
to be killed.

The moments: ``before_answer`` (the move weighed against the best, its answer not yet
stored) and ``after_answer`` (stored, the presser not yet told).
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from azul_bot.core import GameService, ServiceOptions, Thinkers
from azul_bot.core.db import SqliteStore
from azul_bot.features.practice import Practices
from tests.fakes import FakeChannels
from tests.kill_harness import stop_here


async def main(db_path: str, stop: str, user_id: str, practice_id: str, picked: str) -> None:
    store = await SqliteStore.open(db_path)
    write = store.write

    async def answering(work: Any) -> Any:
        # The answer stored (the practice's ``answer`` statement), and no other write.
        storing = getattr(getattr(work, "gi_code", None), "co_name", "") == "answer"
        if storing and stop == "before_answer":
            await stop_here(stop)
        stored = await write(work)
        if storing and stop == "after_answer":
            await stop_here(stop)
        return stored

    store.write = answering  # type: ignore[method-assign]
    thinkers = Thinkers(ThreadPoolExecutor(1), budgets={"practice": 0.02})
    service = GameService(store, FakeChannels(), ServiceOptions(thinkers=thinkers))
    await service.room(Practices).answer(int(user_id), int(practice_id), 0, picked)
    await asyncio.Event().wait()  # until killed
