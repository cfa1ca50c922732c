"""Reading the per-server player stats: one person with their rank, leaderboard pages."""

from __future__ import annotations

from dataclasses import replace

import asyncpg

from ..records import CLASSIC_CODE, LeaderboardPage, LeaderboardSort, PlayerStats
from ..rows import leaderboard_page
from ..rows import player_stats as stats_of

STATS_COLUMNS = """
    user_id, name, games, wins, win_rate, average_score, best_score, rows, columns, colors,
    rating, mu, sigma, rated_games"""

# Each order ends in user_id so that pages never overlap, and each is exactly the column
# order of one index of 0002_stats.sql (player_stats_by_<order>): with guild_id fixed, a
# page is a range of that index, read in order, never a sort of the whole server.
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

# Ahead: a higher rating, or the same rating and a smaller id (the page order); both counts
# are ranges of player_stats_by_rating.
_ONE_PLAYER = f"""
SELECT {STATS_COLUMNS},
       (SELECT count(*) FROM player_stats AS ahead
         WHERE ahead.guild_id = me.guild_id AND ahead.rating > me.rating)
     + (SELECT count(*) FROM player_stats AS ahead
         WHERE ahead.guild_id = me.guild_id AND ahead.rating = me.rating
           AND ahead.user_id < me.user_id)
  FROM player_stats AS me
 WHERE guild_id = $1 AND user_id = $2"""

# The person's finished games on another wall than the classic one (the results rows are
# those of finished games).
_OTHER_WALLS = """
SELECT count(*) FROM seats
  JOIN results ON results.game_id = seats.game_id AND results.position = seats.position
  JOIN games ON games.id = seats.game_id
 WHERE games.guild_id = $1 AND seats.user_id = $2 AND games.variant <> $3"""


async def player_stats(
    connection: asyncpg.Connection, guild_id: int, user_id: int
) -> PlayerStats | None:
    row = await connection.fetchrow(_ONE_PLAYER, guild_id, user_id)
    if row is None:
        return None
    walls = await connection.fetchval(_OTHER_WALLS, guild_id, user_id, CLASSIC_CODE)
    return replace(stats_of(row, rank=row[14] + 1), other_walls=walls)


async def leaderboard(
    connection: asyncpg.Connection,
    guild_id: int,
    sort: LeaderboardSort,
    page: int,
    per_page: int,
) -> LeaderboardPage:
    """One page; the caller's read transaction makes the total and the page one snapshot."""
    total = await connection.fetchval(
        "SELECT count(*) FROM player_stats WHERE guild_id = $1", guild_id
    )
    rows = await connection.fetch(page_query(sort), guild_id, per_page, (page - 1) * per_page)
    return leaderboard_page(sort, page, per_page, total, rows)


def page_query(sort: LeaderboardSort) -> str:
    return (
        f"SELECT {STATS_COLUMNS} FROM player_stats"
        f" WHERE guild_id = $1 ORDER BY {ORDER[sort]} LIMIT $2 OFFSET $3"
    )
