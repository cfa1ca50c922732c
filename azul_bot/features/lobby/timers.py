"""A lobby's timers: its expiry, a day after its last change, and its challenge's, a day
after the challenge was made (kept at that time through the lobby's changes)."""

from __future__ import annotations

from collections.abc import Sequence

from azul_bot.core.db import Timer, TimerSpec

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


def challenge_end(stored: Sequence[Timer], now: float) -> float:
    """When the challenge of a lobby whose pending timers are ``stored`` ends: as it was
    set when the challenge was made (a change of the lobby keeps it); a lobby of an older
    version, which kept no such timer, has its challenge end a day from now."""
    due = [timer.due_at for timer in stored if timer.kind == CHALLENGE_EXPIRY]
    return min(due) if due else now + CHALLENGE_LIFETIME
