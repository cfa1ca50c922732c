"""A server's ladder: the leaderboard of its players and each one's stats."""

from __future__ import annotations

from azul_bot.store import LeaderboardSort

from . import wording
from .errors import BadInput
from .house import House
from .names import safe_name
from .results import LeaderboardView


class Ladder:
    def __init__(self, house: House) -> None:
        self._house = house

    async def leaderboard(
        self, guild_id: int, sort: str = "rating", page: int = 1
    ) -> LeaderboardView:
        try:
            order = LeaderboardSort(sort)
        except ValueError:
            names = ", ".join(s.value for s in LeaderboardSort)
            raise BadInput(f"Unknown sort: use one of {names}.") from None
        if page < 1:
            raise BadInput("Pages are numbered from 1.")
        board = await self._house.read(
            self._house.store.leaderboard(guild_id, order, page),
            f"reading the leaderboard of guild {guild_id}",
        )
        if not board.entries and board.total and page > board.pages:
            pages = "1 page" if board.pages == 1 else f"{board.pages} pages"
            raise BadInput(f"This leaderboard has only {pages}.")
        return LeaderboardView(wording.leaderboard_text(board), order.value, page, board.pages)

    async def stats(self, guild_id: int, user_id: int, name: str) -> str:
        stats = await self._house.read(
            self._house.store.player_stats(guild_id, user_id), f"reading the stats of {user_id}"
        )
        if stats is None or not stats.games:
            return f"{safe_name(name)} has not finished an Azul game on this server yet."
        return wording.stats_text(stats)
