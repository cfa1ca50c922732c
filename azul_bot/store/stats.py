"""Results of a finished game, and the per-server player stats and ratings they feed.

Runs inside the transaction that stores the game's final state (the caller's ``db``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import aiosqlite

from azul_bot.engine import GameResult

from . import ratings
from .records import GameRecord


async def record_result(
    db: aiosqlite.Connection, record: GameRecord, result: GameResult, now: float
) -> None:
    """Results of every seat, then stats and ratings of the people who played."""
    seats = {seat.position: seat for seat in record.seats}
    if sorted(seats) != sorted(player.player for player in result.players):
        raise ValueError(f"the result does not match the seats of game {record.id}")
    # Someone holding two seats played against themselves: it counts for none of their stats.
    holders = Counter(seat.user_id for seat in record.seats if seat.user_id is not None)
    people = [
        player
        for player in result.players
        if seats[player.player].user_id is not None and holders[seats[player.player].user_id] == 1
    ]
    before = await _skills(db, record.guild_id, [seats[p.player].user_id for p in people])
    rated = len(people) >= 2
    after = ratings.rate(before, [p.rank for p in people]) if rated else before
    winners = set(result.winners)
    skill_change = {p.player: (old, new) for p, old, new in zip(people, before, after, strict=True)}

    await db.executemany(
        "INSERT INTO results (game_id, position, score, rank, winner, rows, columns, colors,"
        " mu_before, sigma_before, mu_after, sigma_after)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                record.id,
                p.player,
                p.score,
                p.rank,
                int(p.player in winners),
                p.rows,
                p.columns,
                p.colors,
            )
            + _rating_columns(skill_change.get(p.player) if rated else None)
            for p in result.players
        ],
    )
    await db.executemany(
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
        [
            (
                record.guild_id,
                seats[p.player].user_id,
                seats[p.player].name,
                int(p.player in winners),
                p.score,
                p.score,
                p.rows,
                p.columns,
                p.colors,
                int(rated),
                skill.mu,
                skill.sigma,
                ratings.displayed_rating(skill),
                now,
            )
            for p, skill in zip(people, after, strict=True)
        ],
    )


async def _skills(
    db: aiosqlite.Connection, guild_id: int, user_ids: Sequence[int]
) -> list[ratings.Skill]:
    if not user_ids:
        return []
    marks = ", ".join("?" * len(user_ids))
    rows = await db.execute_fetchall(
        f"SELECT user_id, mu, sigma FROM player_stats WHERE guild_id = ? AND user_id IN ({marks})",
        (guild_id, *user_ids),
    )
    known = {user_id: ratings.Skill(mu, sigma) for user_id, mu, sigma in rows}
    return [known.get(user_id, ratings.NEWCOMER) for user_id in user_ids]


def _rating_columns(change: tuple[ratings.Skill, ratings.Skill] | None) -> tuple:
    if change is None:
        return (None, None, None, None)
    old, new = change
    return (old.mu, old.sigma, new.mu, new.sigma)
