"""The timer dispatcher: one task that sleeps until the next deadline in the database.

Deadlines (a computer's turn, a reminder, a turn's time limit, a lobby that expires) are rows
written in the same transaction as the change that set them, and every change of a game
replaces its timers, so a move cancels what the previous turn had set. The dispatcher claims
due rows under a lease (after a crash they come due again: none is lost), hands each to the
service in a task of its own and deletes it once handled (none fires twice). Thousands of
running games cost one sleeping task and an index on the due time.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from azul_bot.core.db import Store, StoreError, Timer

from ..clock import Clock
from .loops import Loop, log_failure

log = logging.getLogger("azul.timers")

Fire = Callable[[Timer], Awaitable[None]]

IN_FLIGHT = 16
LEASE = 60.0
"""Seconds a claimed timer is reserved, by default: longer than the slowest handling (a hard
computer's search and its post)."""
IDLE_POLL = 30.0
"""The longest a dispatcher sleeps without looking, by default: another process may have set
a timer it was not told of (and died: the survivors then fire it within this). Its own
changes wake it at once."""
RETRY = 30.0


class Dispatcher(Loop):
    name = "azul-timers"

    def __init__(
        self,
        store: Store,
        fire: Fire,
        clock: Clock,
        *,
        lease: float,
        idle_poll: float,
    ) -> None:
        self._store = store
        self._fire = fire
        self._lease = lease
        self._idle_poll = idle_poll
        super().__init__(clock)

    async def run_due(self) -> int:
        """Fire every timer due now and wait for them (for tests); returns how many."""
        due = await self._claim(IN_FLIGHT)
        await asyncio.gather(*(self._handle(timer) for timer in due))
        return len(due)

    async def _claim(self, limit: int) -> list[Timer]:
        return await self._store.claim_timers(self._clock.now(), limit=limit, lease=self._lease)

    async def _run(self) -> None:
        while True:
            self._nap.awake()
            room = IN_FLIGHT - len(self._in_flight)
            try:
                if room > 0:
                    now = self._clock.now()
                    due, following = await self._store.claim_due(now, limit=room, lease=self._lease)
                    for timer in due:
                        self._spawn(self._handle(timer), f"azul-timer-{timer.id}")
                else:
                    following = await self._store.next_timer_due()
            except StoreError as error:
                log_failure(log, error, "the timer dispatcher cannot read the database")
                following = self._clock.now() + RETRY
            await self._sleep(following)

    async def _sleep(self, following: float | None) -> None:
        until = self._clock.now() + self._idle_poll
        if following is not None:
            until = min(until, following)
        await self._nap.until(until)

    async def _handle(self, timer: Timer) -> None:
        try:
            await self._fire(timer)
        except Exception as error:
            # Left claimed: it comes due again after the lease, and is tried once more.
            log_failure(
                log, error, "game %s: timer %s (%s) failed", timer.game_id, timer.id, timer.kind
            )
            return
        try:
            await self._store.complete_timer(timer.id)
        except StoreError as error:
            log_failure(log, error, "could not delete timer %s; it will come due again", timer.id)
