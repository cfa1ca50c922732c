"""Where the table pictures are drawn: threads of this process, or worker processes.

Drawing and encoding a table costs a few milliseconds of CPU, most of it holding the GIL:
threads of the bot's process share one core with the event loop. With ``processes`` the
pictures are drawn by that many spawned workers, so a second core draws while the first
serves the games (the renderer and its arguments must then be picklable: a module-level
function and engine values). A worker that dies breaks a process pool for good; the next
picture starts a new one. The workers end with the bot's process (``azul_bot.workers``).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, Future, ThreadPoolExecutor
from typing import Any

from azul_bot.workers import process_pool

log = logging.getLogger("azul.painters")

THREADS = 4


class Painters(Executor):
    """An executor for pictures (``loop.run_in_executor(painters, ...)``)."""

    def __init__(self, processes: int = 0, *, threads: int = THREADS) -> None:
        if processes < 0:
            raise ValueError(f"processes must be 0 or more, not {processes}")
        self.processes = processes
        self._threads = threads
        self._lock = threading.Lock()
        self._pool: Executor | None = None

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        try:
            return self._current().submit(fn, *args, **kwargs)
        except BrokenExecutor:
            log.warning("a picture worker died; starting new ones")
            self._replace()
            return self._current().submit(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=wait, cancel_futures=cancel_futures)

    def _current(self) -> Executor:
        with self._lock:
            if self._pool is None:
                self._pool = self._new_pool()
            return self._pool

    def _replace(self) -> None:
        with self._lock:
            broken, self._pool = self._pool, None
        if broken is not None:
            broken.shutdown(wait=False, cancel_futures=True)

    def _new_pool(self) -> Executor:
        if self.processes == 0:
            return ThreadPoolExecutor(max_workers=self._threads, thread_name_prefix="azul-render")
        return process_pool(self.processes)
