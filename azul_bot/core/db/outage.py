"""Whether the database answers: one warning when it stops, one when it answers again.

Every operation of a store tells its ``Outage`` how it went, so an outage is logged once, however
many presses and loop passes fail meanwhile, and those who catch ``StoreUnavailable`` need
not log it again: they answer the user or try again later.

An operation is judged by when it *started*: one that began before the outage and succeeds
after the first failure does not end it, and one that began during it and fails after the
database came back does not start another.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

log = logging.getLogger("azul.store")


class Outage:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self.since: float | None = None
        """When the current outage began (the clock's time), or None while all is well."""
        self._ended = float("-inf")

    @property
    def down(self) -> bool:
        return self.since is not None

    def started(self) -> float:
        """Call when an operation starts; give the result to ``failed`` or ``succeeded``."""
        return self._clock()

    def failed(self, started: float, reason: object) -> None:
        if self.since is not None or started < self._ended:
            log.debug("database still unavailable: %s", reason)
            return
        self.since = self._clock()
        log.warning("database unavailable: %s", reason)

    def succeeded(self, started: float) -> None:
        if self.since is None or started < self.since:
            return
        now = self._clock()
        log.warning("database back after %.0f s", now - self.since)
        self.since = None
        self._ended = now
