"""The process pool every search runs in: the computers' moves, the coach's hints, the
reviews.

A search holds the CPU for about a second; in a thread it would also hold the GIL and stall
every other channel's interactions, so it runs in worker processes. The pool starts with the
first search (the bot without computer seats never pays for it) and its workers are spawned,
not forked: the parent has threads (the database, the renderer) a fork would copy
mid-flight; and they end with the bot's process, however it ends (``azul_bot.workers``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from typing import Any, TypeVar

from azul_bot.ai import Level
from azul_bot.workers import process_pool

R = TypeVar("R")

LEVELS: tuple[str, ...] = (
    Level.BEGINNER.value,
    Level.EASY.value,
    Level.NORMAL.value,
    Level.HARD.value,
)
"""The levels people can seat, weakest first; ``random``, ``hard-next`` and ``old-hard`` are
for the tournament only."""
WORKERS = 2


def computer_name(level: str, seats: Sequence[Any] = ()) -> str:
    """What a computer seat stores as its name: its level. The name people read is made
    where it is shown, in the reader's language, from the level and the seat's order among
    the table's computers of that level (``words.narrator.seat_names``)."""
    return level


class Thinkers:
    """The pool behind every search. ``budgets``: seconds of thinking by a search's kind,
    where the host is told its own (tests and benchmarks think for hundredths of a second)."""

    def __init__(
        self,
        executor: Executor | None = None,
        *,
        workers: int = WORKERS,
        budgets: Mapping[str, float] | None = None,
    ) -> None:
        self._executor = executor
        self._own = executor is None
        self._workers = workers
        self.budgets = dict(budgets or {})

    def budget(self, kind: str, default: float) -> float:
        """The seconds a search of ``kind`` thinks: the feature's ``default`` unless told."""
        return self.budgets.get(kind, default)

    def _pool(self) -> Executor:
        if self._executor is None:
            self._executor = process_pool(self._workers)
        return self._executor

    async def run(self, search: Callable[..., R], *args: Any) -> R:
        """``search(*args)`` in a worker process (a module-level function of plain values)."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool(), search, *args)

    def close(self) -> None:
        if self._own and self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
