"""Game rows: the guarded update every change goes through, seats, reading a record back."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence

from ..errors import GameNotFound, VersionConflict
from ..records import GameRecord, GameStatus, Seat
from ..rows import checked_record
from .connection import Sql, first

OPEN = "('lobby', 'running')"

# The row ``rows.record`` reads: the seats travel with the game row as one JSON array, so a
# game is read in one statement. CAST keeps a hand-edited BLOB name from breaking the query.
GAME_COLUMNS = """
    games.id, games.guild_id, games.channel_id, games.host_id, games.status, games.version,
    games.state, games.message_id, games.created_at, games.updated_at,
    (SELECT json_group_array(
                json_array(s.position, s.user_id, CAST(s.name AS TEXT), CAST(s.computer AS TEXT),
                           CAST(s.stand_in AS TEXT)))
       FROM seats AS s WHERE s.game_id = games.id),
    games.coached, games.variant"""


def change(
    db: Sql,
    game_id: int,
    expected_version: int,
    assignments: str,
    params: tuple,
    *,
    from_statuses: Iterable[GameStatus],
) -> int:
    """Update the game row and bump its version if it is at ``expected_version`` and in one
    of ``from_statuses``, else raise what is wrong (the caller's transaction rolls back).
    Returns the game's channel id."""
    statuses = tuple(status.value for status in from_statuses)
    marks = ", ".join("?" * len(statuses))
    rows = db.execute_fetchall(
        f"UPDATE games SET {assignments}, version = version + 1, updated_at = ?"
        f" WHERE id = ? AND version = ? AND status IN ({marks}) RETURNING channel_id",
        (*params, time.time(), game_id, expected_version, *statuses),
    )
    if not rows:
        refuse(db, game_id, expected_version)
    return first(rows)[0]


def refuse(db: Sql, game_id: int, expected_version: int) -> None:
    """Raise why a guarded update of ``game_id`` matched no row."""
    rows = list(db.execute_fetchall("SELECT version, status FROM games WHERE id = ?", (game_id,)))
    if not rows:
        raise GameNotFound(game_id)
    version, status = rows[0]
    raise VersionConflict(game_id, expected_version, version, status)


def seat_positions(db: Sql, game_id: int) -> list[int]:
    rows = db.execute_fetchall(
        "SELECT position FROM seats WHERE game_id = ? ORDER BY position", (game_id,)
    )
    return [row[0] for row in rows]


def exists(db: Sql, game_id: int) -> bool:
    rows = db.execute_fetchall("SELECT 1 FROM games WHERE id = ?", (game_id,))
    return bool(list(rows))


# ---------------------------------------------------------------------- seats


def insert_seats(db: Sql, game_id: int, seats: Sequence[Seat]) -> None:
    db.executemany(
        "INSERT INTO seats (game_id, position, user_id, name, computer, stand_in)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        [(game_id, s.position, s.user_id, s.name, s.computer, s.stand_in) for s in seats],
    )


def replace_seats(db: Sql, game_id: int, seats: Sequence[Seat]) -> None:
    db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
    insert_seats(db, game_id, seats)


# ---------------------------------------------------------------------- rows to records


def fetch_record(db: Sql, game_id: int) -> GameRecord:
    """The record of a game just written by this transaction (so known to be readable)."""
    rows = db.execute_fetchall(f"SELECT {GAME_COLUMNS} FROM games WHERE games.id = ?", (game_id,))
    return checked_record(first(rows))
