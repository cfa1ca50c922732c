"""Reading the per-server player stats: one person with their rank, leaderboard pages."""

from __future__ import annotations

import math
from typing import Any

import aiosqlite

from ..records import LeaderboardPage, LeaderboardSort, PlayerStats
from .connection import first

MAX_PER_PAGE = 100

STATS_COLUMNS = """
    user_id, name, games, wins, win_rate, average_score, best_score, rows, columns, colors,
    rating, mu, sigma, rated_games"""

# Each order ends in user_id so that pages never overlap. The page query names its index so
# that a page is always an index range read, never a sort of the whole server.
ORDER = {
    LeaderboardSort.RATING: "rating DESC, user_id",
    LeaderboardSort.WINS: "wins DESC, games, user_id",
    LeaderboardSort.WIN_RATE: "win_rate DESC, games DESC, user_id",
    LeaderboardSort.AVERAGE: "average_score DESC, games DESC, user_id",
    LeaderboardSort.BEST: "best_score DESC, games DESC, user_id",
}
INDEX = {
    LeaderboardSort.RATING: "player_stats_by_rating",
    LeaderboardSort.WINS: "player_stats_by_wins",
    LeaderboardSort.WIN_RATE: "player_stats_by_win_rate",
    LeaderboardSort.AVERAGE: "player_stats_by_average",
    LeaderboardSort.BEST: "player_stats_by_best",
}


async def player_stats(db: aiosqlite.Connection, guild_id: int, user_id: int) -> PlayerStats | None:
    rows = await db.execute_fetchall(
        f"SELECT {STATS_COLUMNS} FROM player_stats WHERE guild_id = ? AND user_id = ?",
        (guild_id, user_id),
    )
    rows = list(rows)
    if not rows:
        return None
    stats = _stats(rows[0], rank=None)
    # Ahead: a higher rating, or the same rating and a smaller id (the page order).
    ahead = await db.execute_fetchall(
        "SELECT (SELECT count(*) FROM player_stats WHERE guild_id = ? AND rating > ?)"
        "     + (SELECT count(*) FROM player_stats"
        "         WHERE guild_id = ? AND rating = ? AND user_id < ?)",
        (guild_id, stats.rating, guild_id, stats.rating, user_id),
    )
    return _stats(rows[0], rank=first(ahead)[0] + 1)


async def leaderboard(
    db: aiosqlite.Connection, guild_id: int, sort: LeaderboardSort, page: int, per_page: int
) -> LeaderboardPage:
    offset = (page - 1) * per_page
    total = first(
        await db.execute_fetchall(
            "SELECT count(*) FROM player_stats WHERE guild_id = ?", (guild_id,)
        )
    )[0]
    rows = await db.execute_fetchall(
        f"SELECT {STATS_COLUMNS} FROM player_stats INDEXED BY {INDEX[sort]}"
        f" WHERE guild_id = ? ORDER BY {ORDER[sort]} LIMIT ? OFFSET ?",
        (guild_id, per_page, offset),
    )
    return LeaderboardPage(
        sort=sort,
        page=page,
        pages=max(1, math.ceil(total / per_page)),
        total=total,
        per_page=per_page,
        entries=tuple(_stats(row, rank=offset + index) for index, row in enumerate(rows, start=1)),
    )


def checked_page(sort: LeaderboardSort | str, page: int, per_page: int) -> LeaderboardSort:
    sort = LeaderboardSort(sort)
    if page < 1:
        raise ValueError(f"pages are numbered from 1, not {page}")
    if not 1 <= per_page <= MAX_PER_PAGE:
        raise ValueError(f"per_page must be 1 to {MAX_PER_PAGE}, not {per_page}")
    return sort


def _stats(row: Any, *, rank: int | None) -> PlayerStats:
    (user_id, name, games, wins, win_rate, average, best, rows, columns, colors) = row[:10]
    rating, mu, sigma, rated_games = row[10:]
    return PlayerStats(
        user_id=user_id,
        name=name,
        games=games,
        wins=wins,
        win_rate=win_rate,
        average_score=average,
        best_score=best,
        rows=rows,
        columns=columns,
        colors=colors,
        rating=rating,
        mu=mu,
        sigma=sigma,
        rated_games=rated_games,
        rank=rank,
    )
