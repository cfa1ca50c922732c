"""A lobby's timers: its expiry, a day after its last change, and its challenge's, a day
after the challenge was made (kept at that time through the lobby's changes: the store's
``update_lobby``)."""

from __future__ import annotations

from azul_bot.core.db import TimerSpec

from .ids import CHALLENGE_EXPIRY, LOBBY_EXPIRY

LOBBY_LIFETIME = 24 * 3600.0
"""A lobby that nobody starts closes this long after its last change, freeing its channel."""
CHALLENGE_LIFETIME = 24 * 3600.0
"""A challenge unanswered this long after it was made expires: the lobby closes if nobody
else sat down, else it stays open without the challenge."""


def lobby_timers(now: float, challenge_ends: float | None = None) -> list[TimerSpec]:
    """The lobby's expiry from ``now``, and the end of its open challenge when it has one
    (``challenge_ends``), in the order they come due."""
    timers = [TimerSpec(LOBBY_EXPIRY, now + LOBBY_LIFETIME)]
    if challenge_ends is not None:
        timers.append(TimerSpec(CHALLENGE_EXPIRY, challenge_ends))
    return sorted(timers, key=lambda timer: timer.due_at)
