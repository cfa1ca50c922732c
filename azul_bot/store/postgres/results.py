"""Writing a finished game's ``Outcome``: results rows and the per-server player stats.

The service computed everything (ranks, winners, skills, displayed ratings); this checks
that the outcome fits the game and that nobody's skill moved since the service read it,
and applies it, inside the transaction of the finishing move (the caller's connection).

The skill check and the write are one statement per person, so no other transaction can
slip in between: an existing row is updated only ``WHERE`` its skill is still the one the
service read (a concurrent finisher holds the row lock; once it commits, PostgreSQL re-reads
the row and the condition fails), and a person without stats is inserted ``ON CONFLICT DO
NOTHING`` (a concurrent first game of theirs makes the insert wait, then do nothing).
People are written in user id order, so two finishing games lock their rows in one order.
"""

from __future__ import annotations

import time

import asyncpg

from ..errors import RatingConflict
from ..records import GameRecord, Outcome, PlayerUpdate, Skill
from ..rows import check_outcome, result_values, stats_values

_STATS_COLUMNS = (
    "guild_id, user_id, name, games, wins, total_score, best_score, rows, columns, colors,"
    " rated_games, mu, sigma, rating, updated_at"
)

_FIRST_GAME = f"""
INSERT INTO player_stats ({_STATS_COLUMNS})
VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
ON CONFLICT (guild_id, user_id) DO NOTHING
RETURNING user_id"""

_NEXT_GAME = """
UPDATE player_stats SET
    name = $3,
    games = games + 1,
    wins = wins + $4,
    total_score = total_score + $5,
    best_score = greatest(best_score, $6),
    rows = rows + $7,
    columns = columns + $8,
    colors = colors + $9,
    rated_games = rated_games + $10,
    mu = $11,
    sigma = $12,
    rating = $13,
    updated_at = $14
WHERE guild_id = $1 AND user_id = $2 AND mu = $15 AND sigma = $16
RETURNING user_id"""


async def apply_outcome(
    connection: asyncpg.Connection, record: GameRecord, outcome: Outcome
) -> None:
    check_outcome(record, outcome)
    now = time.time()
    stale = set()
    for player in sorted(outcome.players, key=lambda player: player.user_id):
        if not await _add_stats(connection, record.guild_id, player, now):
            stale.add(player.user_id)
    # Named as SQLite names it: the first stale person in the outcome's order.
    for player in outcome.players:
        if player.user_id in stale:
            raise RatingConflict(record.id, player.user_id)
    await connection.executemany(
        "INSERT INTO results (game_id, position, score, rank, winner, rows, columns, colors,"
        " mu_before, sigma_before, mu_after, sigma_after)"
        " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        [result_values(record.id, seat) for seat in outcome.seats],
    )


async def _add_stats(
    connection: asyncpg.Connection, guild_id: int, player: PlayerUpdate, now: float
) -> bool:
    """Add the game to the person's stats; False (nothing written) when the stored skill is
    not ``player.skill_before``."""
    values = stats_values(guild_id, player, now)
    before = player.skill_before
    if before is None:
        written = await connection.fetchval(_FIRST_GAME, *values)
    else:
        written = await connection.fetchval(_NEXT_GAME, *values, before.mu, before.sigma)
    return written is not None


async def read_skills(
    connection: asyncpg.Connection, guild_id: int, user_ids: list[int]
) -> dict[int, Skill]:
    if not user_ids:
        return {}
    rows = await connection.fetch(
        "SELECT user_id, mu, sigma FROM player_stats"
        " WHERE guild_id = $1 AND user_id = ANY($2::bigint[])",
        guild_id,
        user_ids,
    )
    return {row["user_id"]: Skill(row["mu"], row["sigma"]) for row in rows}
