"""Deadlines: a game's, set with its changes, and the club's (a server's, a person's, a
tournament's). (Part of the ``Store`` Protocol: the common rules are in ``interface``.)"""

from __future__ import annotations

from typing import Protocol

from ..records import Timer


class TimerStore(Protocol):
    # ------------------------------------------------------------------ timers

    async def claim_timers(self, now: float, *, limit: int, lease: float) -> list[Timer]:
        """Due timers (due_at <= now), earliest first; each claimed one is due again only at
        now + lease (a claimer that dies lets it fire after the lease). Two claimers never
        get the same timer."""
        ...

    async def complete_timer(self, timer_id: int) -> None:
        """The timer was handled: it is deleted (an unknown id is no error)."""
        ...

    async def next_timer_due(self) -> float | None:
        """When the earliest timer is due (claimed ones: at their lease's end); None: none."""
        ...

    async def timers_of(self, game_id: int) -> list[Timer]:
        """A game's pending timers, earliest first."""
        ...

    async def set_club_timer(
        self,
        kind: str,
        due_at: float,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        tournament_id: int | None = None,
    ) -> None:
        """The club's timer of ``kind`` for a server or a person (a timer of no game, e.g. a
        season's end or a daily digest), or for a server's tournament (``guild_id`` and
        ``tournament_id``), is due at ``due_at``: set, or moved if it was set (at most one
        per kind and owner). ``ValueError`` without an owner. Claimed and completed like a
        game's; its ``Timer`` has ``game_id`` None."""
        ...

    async def drop_club_timer(
        self,
        kind: str,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        tournament_id: int | None = None,
    ) -> None:
        """The club's timer of ``kind`` for that owner is gone (there was none: no error)."""
        ...

    async def club_timer_due(
        self,
        kind: str,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        tournament_id: int | None = None,
    ) -> float | None:
        """When the club's timer of ``kind`` for that owner is due; None: none is set."""
        ...
