"""Writing a finished game's ``Outcome``: results rows and the per-server player stats.

The service computed everything (ranks, winners, skills, displayed ratings); this only
checks that the outcome fits the game and that nobody's skill moved since the service read
it, then applies it. Runs inside the transaction of the finishing move (the caller's ``db``).
"""

from __future__ import annotations

import time

import aiosqlite

from ..errors import RatingConflict
from ..records import GameRecord, Outcome, PlayerUpdate, SeatResult, Skill


async def apply_outcome(db: aiosqlite.Connection, record: GameRecord, outcome: Outcome) -> None:
    _check_fits(record, outcome)
    await _check_skills(db, record, outcome.players)
    await db.executemany(
        "INSERT INTO results (game_id, position, score, rank, winner, rows, columns, colors,"
        " mu_before, sigma_before, mu_after, sigma_after)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [_result_row(record.id, seat) for seat in outcome.seats],
    )
    now = time.time()
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
        [_stats_row(record.guild_id, player, now) for player in outcome.players],
    )


async def read_skills(
    db: aiosqlite.Connection, guild_id: int, user_ids: list[int]
) -> dict[int, Skill]:
    if not user_ids:
        return {}
    marks = ", ".join("?" * len(user_ids))
    rows = await db.execute_fetchall(
        f"SELECT user_id, mu, sigma FROM player_stats WHERE guild_id = ? AND user_id IN ({marks})",
        (guild_id, *user_ids),
    )
    return {user_id: Skill(mu, sigma) for user_id, mu, sigma in rows}


def _check_fits(record: GameRecord, outcome: Outcome) -> None:
    """An outcome for other seats or other people is the caller's bug: refuse it whole."""
    positions = sorted(seat.position for seat in outcome.seats)
    if positions != sorted(seat.position for seat in record.seats):
        raise ValueError(f"the outcome's seats {positions} are not the seats of game {record.id}")
    people = [player.user_id for player in outcome.players]
    seated = {seat.user_id for seat in record.seats if seat.user_id is not None}
    if len(set(people)) != len(people) or not set(people) <= seated:
        raise ValueError(f"the outcome's players {people} are not people of game {record.id}")


async def _check_skills(
    db: aiosqlite.Connection, record: GameRecord, players: tuple[PlayerUpdate, ...]
) -> None:
    # The transaction holds the write lock, so nothing can change the rows between this read
    # and the writes that follow.
    stored = await read_skills(db, record.guild_id, [player.user_id for player in players])
    for player in players:
        if stored.get(player.user_id) != player.skill_before:
            raise RatingConflict(record.id, player.user_id)


def _result_row(game_id: int, seat: SeatResult) -> tuple:
    return (
        game_id,
        seat.position,
        seat.score,
        seat.rank,
        int(seat.winner),
        seat.rows,
        seat.columns,
        seat.colors,
        *_skill_columns(seat.skill_before),
        *_skill_columns(seat.skill_after),
    )


def _stats_row(guild_id: int, player: PlayerUpdate, now: float) -> tuple:
    return (
        guild_id,
        player.user_id,
        player.name,
        int(player.won),
        player.score,
        player.score,
        player.rows,
        player.columns,
        player.colors,
        int(player.rated),
        player.skill_after.mu,
        player.skill_after.sigma,
        player.rating,
        now,
    )


def _skill_columns(skill: Skill | None) -> tuple[float | None, float | None]:
    return (None, None) if skill is None else (skill.mu, skill.sigma)
