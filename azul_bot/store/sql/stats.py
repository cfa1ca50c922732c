"""Reading the per-server player stats: one person with their rank, leaderboard pages."""

from __future__ import annotations

from dataclasses import replace

from azul_bot.engine import VARIANTS

from ..records import CLASSIC_CODE, LeaderboardPage, LeaderboardSort, PlayerStats
from ..stat_rows import leaderboard_page
from ..stat_rows import player_stats as stats_of
from .steps import Work, fetch_all, fetch_one, fetch_value

STATS_COLUMNS = """
    user_id, name, games, wins, win_rate, average_score, best_score, rows, columns, colors,
    rating, mu, sigma, rated_games"""

# Each order ends in user_id so that pages never overlap, and each is exactly the column
# order of one index (INDEX): with guild_id fixed, a page is a range of that index, read in
# order, never a sort of the whole server.
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
 WHERE guild_id = ? AND user_id = ?"""

# The person's finished games on each wall other than the classic one (the results rows are
# those of finished games).
_OTHER_WALLS = """
SELECT games.variant, count(*) FROM seats
  JOIN results ON results.game_id = seats.game_id AND results.position = seats.position
  JOIN games ON games.id = seats.game_id
 WHERE games.guild_id = ? AND seats.user_id = ? AND games.variant <> ?
 GROUP BY games.variant"""


def player_stats(guild_id: int, user_id: int) -> Work[PlayerStats | None]:
    row = yield fetch_one(_ONE_PLAYER, guild_id, user_id)
    if row is None:
        return None
    counts = dict((yield fetch_all(_OTHER_WALLS, guild_id, user_id, CLASSIC_CODE)))
    walls = tuple((code, counts[code]) for code in VARIANTS if code in counts)
    return replace(stats_of(row, rank=row[14] + 1), walls=walls)


def leaderboard(
    guild_id: int, sort: LeaderboardSort, page: int, per_page: int
) -> Work[LeaderboardPage]:
    """One page; read in one snapshot, so the total and the page agree."""
    total = yield fetch_value("SELECT count(*) FROM player_stats WHERE guild_id = ?", guild_id)
    rows = yield fetch_all(page_query(sort), guild_id, per_page, (page - 1) * per_page)
    return leaderboard_page(sort, page, per_page, total, rows)


def page_query(sort: LeaderboardSort) -> str:
    """``{by_<sort>}``: the table, with (SQLite) the index that reads the page in order."""
    return (
        f"SELECT {STATS_COLUMNS} FROM {{by_{sort.value}}}"
        f" WHERE guild_id = ? ORDER BY {ORDER[sort]} LIMIT ? OFFSET ?"
    )
