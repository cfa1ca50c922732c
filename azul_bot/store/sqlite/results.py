"""Writing a finished game's ``Outcome``: results rows and the per-server player stats.

The service computed everything (ranks, winners, skills, displayed ratings); this only
checks that the outcome fits the game and that nobody's skill moved since the service read
it, then applies it. Runs inside the transaction of the finishing move (the caller's ``db``).
"""

from __future__ import annotations

import time

from ..records import GameRecord, Outcome, Skill
from ..rows import check_outcome, check_skills, result_values, stats_values
from .connection import Sql


def apply_outcome(db: Sql, record: GameRecord, outcome: Outcome) -> None:
    check_outcome(record, outcome)
    # The transaction holds the write lock, so nothing can change the rows between this read
    # and the writes that follow.
    stored = read_skills(db, record.guild_id, [p.user_id for p in outcome.players])
    check_skills(record, outcome.players, stored)
    db.executemany(
        "INSERT INTO results (game_id, position, score, rank, winner, rows, columns, colors,"
        " mu_before, sigma_before, mu_after, sigma_after)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [result_values(record.id, seat) for seat in outcome.seats],
    )
    now = time.time()
    db.executemany(
        """INSERT INTO player_stats (guild_id, user_id, name, games, wins, total_score,
               best_score, rows, columns, colors, rated_games, mu, sigma, rating, updated_at)
           VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (guild_id, user_id) DO UPDATE SET
               name = excluded.name,
               games = games + 1,
               wins = wins + excluded.wins,
               total_score = total_score + excluded.total_score,
               best_score = max(best_score, excluded.best_score),
               rows = rows + excluded.rows,
               columns = columns + excluded.columns,
               colors = colors + excluded.colors,
               rated_games = rated_games + excluded.rated_games,
               mu = excluded.mu,
               sigma = excluded.sigma,
               rating = excluded.rating,
               updated_at = excluded.updated_at""",
        [stats_values(record.guild_id, player, now) for player in outcome.players],
    )


def read_skills(db: Sql, guild_id: int, user_ids: list[int]) -> dict[int, Skill]:
    if not user_ids:
        return {}
    marks = ", ".join("?" * len(user_ids))
    rows = db.execute_fetchall(
        f"SELECT user_id, mu, sigma FROM player_stats WHERE guild_id = ? AND user_id IN ({marks})",
        (guild_id, *user_ids),
    )
    return {user_id: Skill(mu, sigma) for user_id, mu, sigma in rows}
