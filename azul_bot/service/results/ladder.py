"""A server's ladder: the leaderboard of its players and each one's stats."""

from __future__ import annotations

from azul_bot.store import LeaderboardSort, PlayerStats

from ..house import House
from ..names import safe_name
from ..refusals import BadInput, Refusal
from ..views import LeaderboardView, PlayerLine, StatsView
from . import reliability
from .ratings import PROVISIONAL_GAMES


def player_line(stats: PlayerStats) -> PlayerLine:
    """A player's record as shown: the rating rounded, provisional while it rests on fewer
    than ``PROVISIONAL_GAMES`` rated games."""
    return PlayerLine(
        name=safe_name(stats.name),
        rank=stats.rank,
        rating=round(stats.rating),
        provisional=stats.rated_games < PROVISIONAL_GAMES,
        rated_games=stats.rated_games,
        games=stats.games,
        wins=stats.wins,
        win_rate=stats.win_rate,
        average_score=stats.average_score,
        best_score=stats.best_score,
        rows=stats.rows,
        columns=stats.columns,
        colors=stats.colors,
        other_walls=stats.other_walls,
    )


class Ladder:
    def __init__(self, house: House) -> None:
        self._house = house

    async def leaderboard(
        self, guild_id: int, sort: str = "rating", page: int = 1
    ) -> LeaderboardView:
        try:
            order = LeaderboardSort(sort)
        except ValueError:
            raise BadInput(Refusal.UNKNOWN_SORT) from None
        if page < 1:
            raise BadInput(Refusal.PAGE_FROM_ONE)
        board = await self._house.read(self._house.store.leaderboard(guild_id, order, page))
        if not board.entries and board.total and page > board.pages:
            raise BadInput(Refusal.LEADERBOARD_PAGES, pages=board.pages)
        return LeaderboardView(
            order.value,
            page,
            board.pages,
            board.total,
            tuple(player_line(entry) for entry in board.entries),
            PROVISIONAL_GAMES,
        )

    async def stats(self, guild_id: int, user_id: int, name: str) -> StatsView:
        store = self._house.store
        stats = await self._house.read(store.player_stats(guild_id, user_id))
        line = player_line(stats) if stats is not None and stats.games else None
        known = await self._house.read(store.reliabilities(guild_id, [user_id]))
        finishes = reliability.line_of(known[user_id])
        return StatsView(safe_name(name), line, PROVISIONAL_GAMES, reliability=finishes)
