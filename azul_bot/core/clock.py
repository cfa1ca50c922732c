"""Time for the loops that act on their own, behind a seam so tests never sleep.

``SystemClock`` is the wall clock; ``ManualClock`` only moves when a test says ``advance``.
Waiting is always a plain sleep that the waiter may cancel to wake early, which is also the
shape Discord test doubles recognise as an idle timer.
"""

from __future__ import annotations

import asyncio
import time
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """UNIX seconds."""
        ...

    async def sleep_until(self, when: float) -> None:
        """Return once the clock has reached ``when``."""
        ...


class SystemClock:
    """Wall-clock time that advances with the event loop's own clock.

    Deadlines are kept in UNIX seconds, but waiting is done with the loop's timers: reading
    "now" off the loop (anchored to the wall clock once) keeps the two in step, also under a
    test double that speeds the loop's time up."""

    def __init__(self) -> None:
        self._offset: float | None = None

    def now(self) -> float:
        try:
            loop_time = asyncio.get_running_loop().time()
        except RuntimeError:  # outside the loop (start-up): plain wall time
            return time.time()
        if self._offset is None:
            self._offset = time.time() - loop_time
        return self._offset + loop_time

    async def sleep_until(self, when: float) -> None:
        await asyncio.sleep(max(0.0, when - self.now()))


class ManualClock:
    """A clock for tests: ``advance`` moves it and wakes whoever waited for that time."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self._now = start
        self._moved = asyncio.Event()

    def now(self) -> float:
        return self._now

    async def sleep_until(self, when: float) -> None:
        while self._now < when:
            await self._moved.wait()

    async def advance(self, seconds: float) -> None:
        """Move the clock on and let every loop that was due run until it waits again."""
        self._now += seconds
        moved, self._moved = self._moved, asyncio.Event()
        moved.set()
        for _ in range(20):  # a few turns of the event loop: enough for a wake-up to land
            await asyncio.sleep(0)


class Nap:
    """A loop's sleep until a deadline, cut short by ``kick`` (something new to look at).

    A kick that comes while the loop is busy is remembered, so the next nap returns at once:
    no wake-up is lost between looking and sleeping."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._kicked = False
        self._sleep: asyncio.Future[None] | None = None
        self._until = 0.0
        self._lying_down: list[asyncio.Future[None]] = []

    @property
    def resting(self) -> bool:
        """Asleep, not kicked, and its deadline not reached: nothing wakes it but news."""
        return self._sleep is not None and not self._kicked and self._clock.now() < self._until

    def lies_down(self) -> asyncio.Future[None]:
        """Done when the loop next begins a nap (what a test waits on for quiet)."""
        waiter = asyncio.get_running_loop().create_future()
        self._lying_down.append(waiter)
        return waiter

    def kick(self) -> None:
        self._kicked = True
        if self._sleep is not None:
            self._sleep.cancel()

    def awake(self) -> None:
        """The loop is about to look: earlier kicks are served by this look."""
        self._kicked = False

    async def until(self, when: float) -> None:
        if self._kicked:
            return
        self._until = when
        self._sleep = asyncio.ensure_future(self._clock.sleep_until(when))
        waiters, self._lying_down = self._lying_down, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)
        try:
            await asyncio.wait({self._sleep})  # a kick cancels the sleep: wake at once
        finally:
            self._sleep.cancel()
            self._sleep = None
