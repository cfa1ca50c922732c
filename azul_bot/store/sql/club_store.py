"""The ``Store``'s methods of the club (the daily digest), written once
for every SQL database: each checks what comes in and runs its transaction. ``SqlStore`` has
them as a base."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from ..records import (
    GameRecord,
)
from . import games as game_rows


class ClubMethods:
    """Mixed into ``SqlStore``, which gives it its ``_database``."""

    _database: Any
    _loaded: Callable[[Sequence[Any]], Awaitable[GameRecord]]
    """``SqlStore``'s: a game row read back as its record."""

    # ------------------------------------------------------------------ the daily digest

    async def running_games_anywhere(self, user_id: int) -> list[GameRecord]:
        rows = await self._database.read(game_rows.running_games_anywhere(user_id))
        return [await self._loaded(row) for row in rows]
