"""Time away: who is away, the turns their absence paused, the allowance they used. (Part of
the ``Store`` Protocol: the common rules are in ``interface``.)"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from ..records import (
    Away,
    GameRecord,
    PausedTurn,
    Retime,
)


class AwayStore(Protocol):
    # ------------------------------------------------------------------ time away

    async def away_of(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, Away]:
        """The time away on this server of those of ``user_ids`` who have one stored, by
        user id (one past its ``until`` too, until it is replaced or cleared)."""
        ...

    async def away_used(self, guild_id: int, user_id: int, season: float) -> float:
        """The seconds of time away the person took on this server from the allowance of
        the season that starts at ``season`` (0 before any)."""
        ...

    async def paused_turns(self, game_id: int) -> list[PausedTurn]:
        """What the game's turns paused by time away had left, by seat (``Retime.paused``)."""
        ...

    async def lobbies_of(self, guild_id: int, user_id: int) -> list[GameRecord]:
        """The LOBBY games of this server where the person holds a seat, oldest first."""
        ...

    async def set_away(
        self,
        guild_id: int,
        user_id: int,
        away: Away | None,
        *,
        used: Mapping[float, float] | None = None,
        games: Sequence[Retime] = (),
    ) -> None:
        """In ONE transaction: the person's time away on this server becomes ``away``
        (replacing one stored; None: they are back, it goes), the seconds of ``used`` are
        added to what they took from each season's allowance (by the season's start; a
        negative number gives days back), and ``games`` are retimed as in ``retime``."""
        ...

    async def retime(self, games: Sequence[Retime]) -> None:
        """In ONE transaction, each game still open (LOBBY or RUNNING) at its ``version``
        gets its ``Retime``; the version stays (it is no change of the game), and a game
        that moved on since, or ended, is left alone."""
        ...
