"""What a server's admin is shown of the bot's own work (``/azul check``): the posts and the
timers of their server still waiting. (Part of the ``Store`` Protocol: the common rules are
in ``interface``.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Backlog:
    """A server's waiting work: ``posts`` of its games not posted yet (the oldest stored at
    ``oldest_post``, ``retried`` of them tried again after an error), and its ``timers`` (the
    next due at ``next_timer``, ``late`` of them due before the moment asked about)."""

    posts: int
    oldest_post: float | None
    retried: int
    timers: int
    next_timer: float | None
    late: int


class HealthStore(Protocol):
    async def backlog(self, guild_id: int, late_before: float) -> Backlog:
        """The server's waiting posts (its games' undelivered, undropped outbox entries)
        and timers (its games' and its own club timers; a person's digest is nobody's
        server's), counting as ``late`` the timers due before ``late_before``."""
        ...
