"""Stats and the all-time ladder. (Part of the ``Store`` Protocol:
the common rules are in ``interface``.)"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..records import (
    LeaderboardPage,
    LeaderboardSort,
    PlayerStats,
    Reliability,
    Skill,
)


class ResultStore(Protocol):
    # ------------------------------------------------------------------ stats

    async def skills(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, Skill]:
        """The stored skills of those of ``user_ids`` who have stats on this server."""
        ...

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats | None:
        """One person's stats on this server with ``rank`` their place on the rating
        leaderboard; None before their first finished game there."""
        ...

    async def reliabilities(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, Reliability]:
        """How each of ``user_ids`` finishes their games on this server, by user id (everyone
        asked is in it; someone new has no games and no turns): of their latest
        ``RECENT_GAMES`` counted results (a seat's ``SeatResult.abandoned`` not None), how
        many they finished, and the median of their latest ``RECENT_TURNS`` turn times. A
        range of an index per person: as fast with millions of results stored."""
        ...

    async def leaderboard(
        self,
        guild_id: int,
        sort: LeaderboardSort = LeaderboardSort.RATING,
        page: int = 1,
        per_page: int = 10,
    ) -> LeaderboardPage:
        """One page (from 1; ``per_page`` 1 to 100, else ``ValueError``) of everyone with a
        finished game on the server, in ``sort`` order, each order ending in the user id so
        pages never overlap. A page past the end is empty."""
        ...
