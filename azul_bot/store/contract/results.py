"""Stats and the all-time ladder, and the seasons' ladders. (Part of the ``Store`` Protocol:
the common rules are in ``interface``.)"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..records import (
    LeaderboardPage,
    LeaderboardSort,
    Notice,
    PlayerStats,
    Reliability,
    Season,
    SeasonPage,
    SeasonPlayer,
    SeasonStart,
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

    # ------------------------------------------------------------------ seasons

    async def season(self, guild_id: int, number: int | None = None) -> Season | None:
        """Season ``number`` of the server; without a number its latest (the open one, or
        else the last closed). None: no such season (a server's first opens with
        ``open_season``)."""
        ...

    async def open_season(self, guild_id: int, start: SeasonStart, *, timer: str) -> Season:
        """The server's open season. When it has none, the next (number 1, or one after its
        latest) opens with ``start``'s bounds and the server's club timer ``timer`` is set at
        its end, in one transaction; two callers racing open one season."""
        ...

    async def season_skills(
        self, guild_id: int, number: int, user_ids: Sequence[int]
    ) -> dict[int, Skill]:
        """The skills in season ``number`` of those of ``user_ids`` who played in it (a
        finished game's ``Outcome.season`` writes them, as ``skills`` are written)."""
        ...

    async def season_ladder(
        self, guild_id: int, number: int, page: int = 1, per_page: int = 10
    ) -> SeasonPage | None:
        """One page (from 1; ``per_page`` 1 to 100, else ``ValueError``) of the people the
        season ranks (``RANKED_GAMES`` rated games in it or more), best rating first (then by
        user id), read with the season in one snapshot; a page past the end is empty. None:
        the server has no such season. A range of one index, whatever is stored."""
        ...

    async def most_active(self, guild_id: int, number: int) -> SeasonPlayer | None:
        """Who finished the most games in the season (of equals, the smallest user id),
        ranked or not; None: nobody finished one."""
        ...

    async def roll_season(
        self,
        guild_id: int,
        number: int,
        now: float,
        *,
        fired: int,
        following: SeasonStart | None,
        timer: str,
        channel_id: int | None = None,
        notice: Notice | None = None,
    ) -> Season | None:
        """The season's end, in ONE transaction, when season ``number`` is open and ends by
        ``now``: it is closed at ``now``, each ranked person's place frozen
        (``SeasonPlayer.rank``), the timer ``fired`` (the one handling this) deleted, the next
        season (``number + 1``, with ``following``'s bounds) opened with its ``timer`` set at
        its end, unless ``following`` is None, and ``notice`` queued (an announcement of no
        game) for ``channel_id`` if both are given. Returns the season as it closed.

        Otherwise nothing of that is written and it returns None: the season is closed
        already (a roll that ran before a crash), or is not the server's open one; one that
        is open but ends after ``now`` (its timer came early) gets its ``timer`` set again at
        its end, in place of ``fired``."""
        ...
