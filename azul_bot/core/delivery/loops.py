"""What the loops that act on their own share: one task that runs the loop, the tasks it
started (a delivery, a timer being handled), a nap a kick cuts short, stopping it all, and
how a failure of the database is logged."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine
from typing import Any

from azul_bot.core.db import StoreUnavailable

from ..clock import Clock, Nap
from ..refusals import Unavailable


def log_failure(log: logging.Logger, error: BaseException, message: str, *args: object) -> None:
    """A failure met by a loop. The database being unavailable is no news: its store logs an
    outage once when it starts and once when it ends (``azul_bot.core.db.outage``), and the
    loop tries again later; anything else is logged with its traceback."""
    if isinstance(error, StoreUnavailable | Unavailable):
        log.debug(message + ": %s", *args, error)
    else:
        log.error(message, *args, exc_info=error)


class Loop:
    """Subclasses write ``_run``; ``start`` runs it in a task named ``name``."""

    name = "azul-loop"

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._nap = Nap(clock)
        self._in_flight: set[asyncio.Task[None]] = set()
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        raise NotImplementedError

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name=self.name)

    async def stop(self) -> None:
        """Cancel the loop and whatever it started, and wait for them to end."""
        task, self._task = self._task, None
        tasks = [t for t in (task, *self._in_flight) if t is not None]
        for each in tasks:
            each.cancel()
        for each in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await each

    @property
    def running(self) -> bool:
        return self._task is not None

    @property
    def idle(self) -> bool:
        """Stopped, or asleep with nothing in hand: no task of its own running, no look asked
        for, and nothing due before its nap ends (what tests wait for)."""
        return self._task is None or (not self._in_flight and self._nap.resting)

    def lies_down(self) -> asyncio.Future[None]:
        """Done when the loop next begins a nap: a task it ran ended, or it looked, and it
        found nothing more to do for now."""
        return self._nap.lies_down()

    def kick(self) -> None:
        """Something new to look at: look now rather than at the end of the nap."""
        self._nap.kick()

    def _spawn(self, work: Coroutine[Any, Any, None], name: str) -> None:
        """A task of the loop's, stopped with it; its end makes the loop look again (what
        waited for it may be due now)."""
        task = asyncio.create_task(work, name=name)
        self._in_flight.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[None]) -> None:
        self._in_flight.discard(task)
        self.kick()
