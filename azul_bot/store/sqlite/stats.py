"""Reading the per-server player stats: one person with their rank, leaderboard pages."""

from __future__ import annotations

from dataclasses import replace

from ..records import CLASSIC_CODE, LeaderboardPage, LeaderboardSort, PlayerStats
from ..rows import leaderboard_page
from ..rows import player_stats as stats_of
from .connection import Sql, first

STATS_COLUMNS = """
    user_id, name, games, wins, win_rate, average_score, best_score, rows, columns, colors,
    rating, mu, sigma, rated_games"""

# The person's finished games on another wall than the classic one (the results rows are
# those of finished games).
OTHER_WALLS = """
    SELECT count(*) FROM seats
      JOIN results ON results.game_id = seats.game_id AND results.position = seats.position
      JOIN games ON games.id = seats.game_id
     WHERE games.guild_id = ? AND seats.user_id = ? AND games.variant <> ?"""

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


def player_stats(db: Sql, guild_id: int, user_id: int) -> PlayerStats | None:
    rows = db.execute_fetchall(
        f"SELECT {STATS_COLUMNS} FROM player_stats WHERE guild_id = ? AND user_id = ?",
        (guild_id, user_id),
    )
    rows = list(rows)
    if not rows:
        return None
    stats = stats_of(rows[0], rank=None)
    # Ahead: a higher rating, or the same rating and a smaller id (the page order).
    ahead = db.execute_fetchall(
        "SELECT (SELECT count(*) FROM player_stats WHERE guild_id = ? AND rating > ?)"
        "     + (SELECT count(*) FROM player_stats"
        "         WHERE guild_id = ? AND rating = ? AND user_id < ?)",
        (guild_id, stats.rating, guild_id, stats.rating, user_id),
    )
    walls = db.execute_fetchall(OTHER_WALLS, (guild_id, user_id, CLASSIC_CODE))
    return replace(stats_of(rows[0], rank=first(ahead)[0] + 1), other_walls=first(walls)[0])


def leaderboard(
    db: Sql, guild_id: int, sort: LeaderboardSort, page: int, per_page: int
) -> LeaderboardPage:
    offset = (page - 1) * per_page
    total = first(
        db.execute_fetchall("SELECT count(*) FROM player_stats WHERE guild_id = ?", (guild_id,))
    )[0]
    rows = db.execute_fetchall(
        f"SELECT {STATS_COLUMNS} FROM player_stats INDEXED BY {INDEX[sort]}"
        f" WHERE guild_id = ? ORDER BY {ORDER[sort]} LIMIT ? OFFSET ?",
        (guild_id, per_page, offset),
    )
    return leaderboard_page(sort, page, per_page, total, list(rows))
