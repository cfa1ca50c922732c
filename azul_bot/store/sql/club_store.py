"""The ``Store``'s methods of the club (time away, the daily digest), written once
for every SQL database: each checks what comes in and runs its transaction. ``SqlStore`` has
them as a base, as it has the tournaments'."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from .. import rows as shared
from ..records import (
    Away,
    GameRecord,
    PausedTurn,
    Retime,
)
from . import away as absences
from . import games as game_rows


class ClubMethods:
    """Mixed into ``SqlStore``, which gives it its ``_database``."""

    _database: Any
    _loaded: Callable[[Sequence[Any]], Awaitable[GameRecord]]
    """``SqlStore``'s: a game row read back as its record."""

    # ------------------------------------------------------------------ time away

    async def away_of(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, Away]:
        people = sorted(set(user_ids))
        return await self._database.read(absences.away_of(guild_id, people)) if people else {}

    async def away_used(self, guild_id: int, user_id: int, season: float) -> float:
        return await self._database.read(absences.used(guild_id, user_id, season)) or 0.0

    async def paused_turns(self, game_id: int) -> list[PausedTurn]:
        return await self._database.read(absences.paused_turns(game_id))

    async def lobbies_of(self, guild_id: int, user_id: int) -> list[GameRecord]:
        rows = await self._database.read(absences.lobbies_of(guild_id, user_id))
        return [await self._loaded(row) for row in rows]

    async def set_away(
        self,
        guild_id: int,
        user_id: int,
        away: Away | None,
        *,
        used: Mapping[float, float] | None = None,
        games: Sequence[Retime] = (),
    ) -> None:
        payloads = [shared.notice_text(game.notice) for game in games]
        await self._database.write(
            absences.set_away(guild_id, user_id, away, used or {}, games, payloads)
        )

    async def retime(self, games: Sequence[Retime]) -> None:
        payloads = [shared.notice_text(game.notice) for game in games]
        if games:
            await self._database.write(absences.retime(games, payloads))

    # ------------------------------------------------------------------ the daily digest

    async def running_games_anywhere(self, user_id: int) -> list[GameRecord]:
        rows = await self._database.read(game_rows.running_games_anywhere(user_id))
        return [await self._loaded(row) for row in rows]
