"""The announcement outbox: one loop that posts what the database says is still to post.

Every change that players must hear of (a lobby edit, a start, a move, an abort) is stored
together with a notice in one transaction, and so is a computer's turn to move. This loop
claims due notices (at most one per game, oldest first, so a game's messages keep their
order) and delivers each in a task of its own, so a computer thinking in one channel holds up
no other; a failure is retried with backoff. Because it reads the database and not memory, a
restart simply carries on: whatever a crash left undone goes out first.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from azul_bot.core.db import Announcement, Store, StoreError
from azul_bot.core.db.sql.places import park, wake

from ..clock import Clock
from .loops import Loop, log_failure
from .ports import ChannelGone, Held, Parked, PublishError

log = logging.getLogger("azul.outbox")

Deliver = Callable[[Announcement], Awaitable[None]]

IN_FLIGHT = 32
"""Deliveries at once; more claims wait until one finishes."""
LEASE = 30.0
"""Seconds a claimed notice is reserved for its claimer, by default; after a crash it is due
again."""
IDLE_POLL = 10.0
"""How often an idle loop looks for notices it was not told about (by default): another
process's, or one whose claimer died (due again when its lease ends). Its own retries wake
it when due."""
FIRST_RETRY = 2.0
MAX_RETRY = 600.0
GIVE_UP_AFTER = 60
"""Attempts before a notice that keeps failing (say, a permission never granted) is dropped."""


def retry_delay(attempts: int) -> float:
    """2 s, 4 s, 8 s ... up to 10 minutes."""
    return min(MAX_RETRY, FIRST_RETRY * 2 ** min(attempts, 20))


class Outbox(Loop):
    """Serves the outbox of one process. ``deliver`` posts one announcement (and records
    the message it made); it raises ``PublishError`` to be tried again later."""

    name = "azul-outbox"

    def __init__(
        self,
        store: Store,
        deliver: Deliver,
        clock: Clock,
        gone: Callable[[int], Coroutine[Any, Any, None]] | None = None,
        *,
        lease: float,
        idle_poll: float,
    ) -> None:
        self._store = store
        self._deliver = deliver
        self._gone = gone
        self._lease = lease
        self._idle_poll = idle_poll
        super().__init__(clock)
        self._next_retry: float | None = None
        self._waiters: dict[int, list[asyncio.Future[None]]] = {}
        """Per game, the ``flush`` calls to wake when one of its deliveries ends."""
        self._stalled: set[int | None] = set()
        """Games whose latest attempt failed and waits for its retry."""
        self._held: set[int | None] = set()
        """Games whose next notice goes out once the interaction acting now is answered."""

    async def deliver_claimed(self, entry: Announcement, deliver: Deliver) -> bool:
        """Deliver an entry its change stored already claimed (``commit_move(claim_until)``),
        with ``deliver`` rather than the loop's: the player waiting on the move is answered
        without a claim or a re-read. Failures are handled as the loop's are (a retry goes
        back to the loop); True when it was posted."""
        await self._attempt(entry, deliver)
        if entry.game_id in self._stalled:
            self.kick()  # the retry it scheduled is the loop's to wake for
            return False
        return True

    async def flush(self, game_id: int, timeout: float) -> bool:
        """Wait until every notice of ``game_id`` is posted; False as soon as one of them has
        failed and waits for a retry, or after ``timeout`` seconds (the loop is down)."""
        self.kick()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while await self._pending(game_id):
            if game_id in self._held:
                return True  # out as soon as the interaction waiting on it is answered
            left = deadline - loop.time()
            if game_id in self._stalled or self._task is None or left <= 0:
                return False
            # Woken when a delivery of this game ends, never by polling and never by
            # another game's: an interaction waits on nothing but its own channel.
            done = loop.create_future()
            self._waiters.setdefault(game_id, []).append(done)
            try:
                await asyncio.wait({done}, timeout=left)
            finally:
                self._forget(game_id, done)
        return True

    def _forget(self, game_id: int, done: asyncio.Future[None]) -> None:
        waiting = self._waiters.get(game_id, [])
        if done in waiting:
            waiting.remove(done)
        if not waiting:
            self._waiters.pop(game_id, None)

    def _wake(self, game_id: int | None) -> None:
        if game_id is None:
            return  # an announcement of no game: nobody waits on it
        for done in self._waiters.get(game_id, ()):
            if not done.done():
                done.set_result(None)

    async def _pending(self, game_id: int) -> int:
        try:
            return await self._store.pending_announcements(game_id)
        except StoreError:
            return 1  # cannot tell: say "not yet", the caller's time-out decides

    async def run_once(self) -> int:
        """Claim what is due and deliver it all; returns how many were claimed."""
        claimed = await self._claim(IN_FLIGHT)
        await asyncio.gather(*(self._attempt(entry) for entry in claimed))
        return len(claimed)

    async def _claim(self, limit: int, now: float | None = None) -> list[Announcement]:
        at = self._clock.now() if now is None else now
        return await self._store.claim_announcements(at, limit=limit, lease=self._lease)

    async def _run(self) -> None:
        while True:
            self._nap.awake()
            looked_at = self._clock.now()
            room = IN_FLIGHT - len(self._in_flight)
            claimed: list[Announcement] = []
            if room > 0:
                try:
                    claimed = await self._claim(room, looked_at)
                except StoreError as error:
                    log_failure(log, error, "the outbox cannot read the database")
            for entry in claimed:
                self._spawn(self._attempt(entry), f"azul-notice-{entry.id}")
            if not claimed:
                # A game's next notice is claimable once the last one is done, and each
                # finished delivery kicks: only an empty claim means waiting to be told.
                await self._idle(looked_at)

    async def _idle(self, looked_at: float) -> None:
        if self._next_retry is not None and self._next_retry <= looked_at:
            self._next_retry = None  # that look was the retry's
        until = looked_at + self._idle_poll
        if self._next_retry is not None:
            # Kept until a look at or after it: a wake-up for something else in between
            # (a kick) must not forget it.
            until = min(until, self._next_retry)
        await self._nap.until(until)

    async def _attempt(self, entry: Announcement, deliver: Deliver | None = None) -> None:
        try:
            await self._try(entry, deliver or self._deliver)
        finally:
            self._wake(entry.game_id)

    async def wake(self, channel_id: int) -> bool:
        """Someone acts in a place where notices waited for them (``Parked``): they are due,
        and the loop looks. True when one waited for someone to act there (it comes late)."""
        late = False
        try:
            late = await self._store.write(wake(channel_id))
        except StoreError as error:
            log_failure(log, error, "could not wake the notices of channel %s", channel_id)
        self._held.clear()
        self.kick()
        return late

    async def _try(self, entry: Announcement, deliver: Deliver) -> None:
        self._stalled.discard(entry.game_id)
        self._held.discard(entry.game_id)
        try:
            await deliver(entry)
        except Parked as error:
            # Nothing was asked of Discord: it is no attempt, and no backoff, which would
            # give up after hours, or try a token that expired.
            log.info("game %s: announcement %s waits: %s", entry.game_id, entry.id, error)
            (self._held if isinstance(error, Held) else self._stalled).add(entry.game_id)
            late = not isinstance(error, Held)
            await self._settle(self._store.write(park(entry.id, late=late)))
        except ChannelGone as error:
            log.warning("game %s: channel %s is gone; dropping", entry.game_id, entry.channel_id)
            await self._settle(self._store.drop_announcement(entry.id, error=repr(error)))
            if self._gone is not None and entry.game_id is not None:
                # A task of its own: a delivery made under the channel's lock (a player's
                # move) must not wait for the game's ending, which takes that lock.
                self._spawn(self._gone(entry.channel_id), f"azul-gone-{entry.channel_id}")
        except PublishError as error:
            if entry.attempts + 1 >= GIVE_UP_AFTER:
                log.error("game %s: giving up announcement %s: %r", entry.game_id, entry.id, error)
                await self._settle(self._store.drop_announcement(entry.id, error=repr(error)))
                return
            self._stalled.add(entry.game_id)
            at = self._clock.now() + retry_delay(entry.attempts)
            self._next_retry = at if self._next_retry is None else min(at, self._next_retry)
            log.info(
                "game %s: announcement %s failed (%r); retrying", entry.game_id, entry.id, error
            )
            await self._settle(self._store.retry_announcement(entry.id, at=at, error=repr(error)))
        except StoreError as error:
            # Posted maybe, but not marked: the lease runs out and it is tried again, and the
            # nonce keeps the channel from seeing it twice.
            log_failure(
                log, error, "game %s: could not record announcement %s", entry.game_id, entry.id
            )
        except Exception as error:
            # A notice that cannot even be composed will never succeed; keep the loop alive.
            log.exception("game %s: announcement %s is unusable", entry.game_id, entry.id)
            await self._settle(self._store.drop_announcement(entry.id, error=repr(error)))

    @staticmethod
    async def _settle(change: Awaitable[None]) -> None:
        try:
            await change
        except StoreError as error:
            log_failure(log, error, "could not update the outbox; the lease brings the entry back")
