"""Game rows: the guarded update every change goes through, seats, reading a record back."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence

import asyncpg

from ..errors import GameNotFound, VersionConflict
from ..records import GameRecord, GameStatus, Seat
from ..rows import checked_record

OPEN = "('lobby', 'running')"

# The row ``rows.record`` reads: the seats travel with the game row as one JSON array, so a
# game is read in one statement.
GAME_COLUMNS = """
    games.id, games.guild_id, games.channel_id, games.host_id, games.status, games.version,
    games.state, games.message_id, games.created_at, games.updated_at,
    (SELECT coalesce(
                json_agg(json_build_array(s.position, s.user_id, s.name, s.computer, s.stand_in)),
                '[]')::text
       FROM seats AS s WHERE s.game_id = games.id),
    games.coached, games.variant"""


async def change(
    connection: asyncpg.Connection,
    game_id: int,
    expected_version: int,
    assignments: str,
    params: tuple,
    *,
    from_statuses: Iterable[GameStatus],
) -> int:
    """Update the game row and bump its version if it is at ``expected_version`` and in one
    of ``from_statuses``, else raise what is wrong (the caller's transaction rolls back).
    ``assignments`` numbers its parameters from $1 (``params``). Returns the channel id.

    The update takes the row lock: a concurrent change of the same game waits for this
    transaction, then re-reads the row, finds the version moved and changes nothing.
    """
    n = len(params)
    channel_id = await connection.fetchval(
        f"UPDATE games SET {assignments}, version = version + 1, updated_at = ${n + 1}"
        f" WHERE id = ${n + 2} AND version = ${n + 3} AND status = ANY(${n + 4}::text[])"
        " RETURNING channel_id",
        *params,
        time.time(),
        game_id,
        expected_version,
        [status.value for status in from_statuses],
    )
    if channel_id is None:
        await refuse(connection, game_id, expected_version)
    return channel_id


async def refuse(connection: asyncpg.Connection, game_id: int, expected_version: int) -> None:
    """Raise why a guarded update of ``game_id`` matched no row."""
    row = await connection.fetchrow("SELECT version, status FROM games WHERE id = $1", game_id)
    if row is None:
        raise GameNotFound(game_id)
    raise VersionConflict(game_id, expected_version, row["version"], row["status"])


# ---------------------------------------------------------------------- seats


async def seat_positions(connection: asyncpg.Connection, game_id: int) -> list[int]:
    rows = await connection.fetch(
        "SELECT position FROM seats WHERE game_id = $1 ORDER BY position", game_id
    )
    return [row[0] for row in rows]


async def insert_seats(connection: asyncpg.Connection, game_id: int, seats: Sequence[Seat]) -> None:
    await connection.executemany(
        "INSERT INTO seats (game_id, position, user_id, name, computer, stand_in)"
        " VALUES ($1, $2, $3, $4, $5, $6)",
        [(game_id, s.position, s.user_id, s.name, s.computer, s.stand_in) for s in seats],
    )


async def replace_seats(
    connection: asyncpg.Connection, game_id: int, seats: Sequence[Seat]
) -> None:
    await connection.execute("DELETE FROM seats WHERE game_id = $1", game_id)
    await insert_seats(connection, game_id, seats)


# ---------------------------------------------------------------------- rows to records


async def fetch_record(connection: asyncpg.Connection, game_id: int) -> GameRecord:
    """The record of a game just written by this transaction (so known to be readable)."""
    row = await connection.fetchrow(
        f"SELECT {GAME_COLUMNS} FROM games WHERE games.id = $1", game_id
    )
    return checked_record(row)
