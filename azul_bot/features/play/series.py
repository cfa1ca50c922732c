"""Games that are one of a series another feature runs (a tournament's tables): played without
the coach, and followed by the series' next game rather than a rematch. Play asks; the feature
that runs a series says which games are its own (``Series.add``)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from azul_bot.core.db import GameRecord

Member = Callable[[GameRecord], Awaitable[bool]]
"""Whether a game is one of the series a feature runs."""


class Series:
    def __init__(self) -> None:
        self._members: list[Member] = []

    def add(self, member: Member) -> None:
        self._members.append(member)

    async def holds(self, record: GameRecord) -> bool:
        """Whether the game of ``record`` is one of a series."""
        for member in self._members:
            if await member(record):
                return True
        return False
