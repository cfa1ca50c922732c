"""The ``Store``'s methods of the club (seasons, the daily digest), written once
for every SQL database: each checks what comes in and runs its transaction. ``SqlStore`` has
them as a base, as it has the tournaments'."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from .. import rows as shared
from ..records import (
    GameRecord,
    LeaderboardSort,
    Notice,
    Season,
    SeasonPage,
    SeasonPlayer,
    SeasonStart,
    Skill,
)
from . import games as game_rows
from . import seasons as seasonal


class ClubMethods:
    """Mixed into ``SqlStore``, which gives it its ``_database``."""

    _database: Any
    _loaded: Callable[[Sequence[Any]], Awaitable[GameRecord]]
    """``SqlStore``'s: a game row read back as its record."""

    # ------------------------------------------------------------------ seasons

    async def season(self, guild_id: int, number: int | None = None) -> Season | None:
        return await self._database.read(seasonal.season(guild_id, number))

    async def open_season(self, guild_id: int, start: SeasonStart, *, timer: str) -> Season:
        seasonal.check_start(start)
        return await self._database.write(seasonal.open_season(guild_id, start, timer))

    async def season_skills(
        self, guild_id: int, number: int, user_ids: Sequence[int]
    ) -> dict[int, Skill]:
        people = sorted(set(user_ids))
        if not people:
            return {}
        return await self._database.read(seasonal.season_skills(guild_id, number, people))

    async def season_ladder(
        self, guild_id: int, number: int, page: int = 1, per_page: int = 10
    ) -> SeasonPage | None:
        shared.checked_page(LeaderboardSort.RATING, page, per_page)
        return await self._database.read(seasonal.ladder(guild_id, number, page, per_page))

    async def most_active(self, guild_id: int, number: int) -> SeasonPlayer | None:
        return await self._database.read(seasonal.most_active(guild_id, number))

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
        if following is not None:
            seasonal.check_start(following)
        payload = shared.notice_text(notice)
        announce = channel_id if notice is not None else None
        return await self._database.write(
            seasonal.roll(
                guild_id,
                number,
                now,
                fired=fired,
                following=following,
                timer=timer,
                channel_id=announce,
                notice=notice,
                payload=payload,
            )
        )

    # ------------------------------------------------------------------ the daily digest

    async def running_games_anywhere(self, user_id: int) -> list[GameRecord]:
        rows = await self._database.read(game_rows.running_games_anywhere(user_id))
        return [await self._loaded(row) for row in rows]
