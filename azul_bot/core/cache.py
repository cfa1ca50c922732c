"""Copies of stored things kept in memory, at most so many, each at most so long.

Rarely changed rows (server settings, players' preferences) are kept for ``TTL`` seconds. A
change made through this process replaces its copy at once, and a server's commands all reach
the process holding its shard, so only what another process does may see the old value, for
at most ``TTL`` seconds.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

TTL = 30.0
SIZE = 10_000


class Memo(Generic[K, V]):
    """At most ``size`` values (the least recently put go first), each for ``ttl`` seconds
    of the monotonic clock (``math.inf``: until pushed out)."""

    def __init__(self, ttl: float = TTL, size: int = SIZE) -> None:
        self._ttl = ttl
        self._size = size
        self._kept: OrderedDict[K, tuple[float, V]] = OrderedDict()

    def get(self, key: K) -> V | None:
        kept = self._kept.get(key)
        if kept is None:
            return None
        until, value = kept
        if time.monotonic() >= until:
            del self._kept[key]
            return None
        return value

    def pop(self, key: K) -> V | None:
        """The value (None if there is none), which is no longer kept."""
        value = self.get(key)
        self._kept.pop(key, None)
        return value

    def put(self, key: K, value: V) -> None:
        self._kept[key] = (time.monotonic() + self._ttl, value)
        self._kept.move_to_end(key)
        while len(self._kept) > self._size:
            self._kept.popitem(last=False)
