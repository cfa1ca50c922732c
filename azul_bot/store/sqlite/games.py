"""Game rows: the guarded update every change goes through, seats, and rows to records."""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Sequence
from typing import Any

import aiosqlite

from azul_bot.engine import Game

from ..errors import CorruptGame, GameNotFound, VersionConflict
from ..records import GameRecord, GameStatus, Seat
from .connection import first

MAX_SEATS = 4

OPEN = "('lobby', 'running')"

# The seats travel with the game row as one JSON array, so a game is read in one statement.
# CAST keeps a hand-edited BLOB name from breaking the whole query.
GAME_COLUMNS = """
    games.id, games.guild_id, games.channel_id, games.host_id, games.status, games.version,
    games.state, games.message_id, games.created_at, games.updated_at,
    (SELECT json_group_array(
                json_array(s.position, s.user_id, CAST(s.name AS TEXT), CAST(s.computer AS TEXT)))
       FROM seats AS s WHERE s.game_id = games.id)"""

# Positions in a GAME_COLUMNS row.
ID, GUILD, CHANNEL, STATUS, VERSION, STATE = 0, 1, 2, 4, 5, 6


async def change(
    db: aiosqlite.Connection,
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
    rows = await db.execute_fetchall(
        f"UPDATE games SET {assignments}, version = version + 1, updated_at = ?"
        f" WHERE id = ? AND version = ? AND status IN ({marks}) RETURNING channel_id",
        (*params, time.time(), game_id, expected_version, *statuses),
    )
    if not rows:
        await refuse(db, game_id, expected_version)
    return first(rows)[0]


async def refuse(db: aiosqlite.Connection, game_id: int, expected_version: int) -> None:
    """Raise why a guarded update of ``game_id`` matched no row."""
    rows = list(
        await db.execute_fetchall("SELECT version, status FROM games WHERE id = ?", (game_id,))
    )
    if not rows:
        raise GameNotFound(game_id)
    version, status = rows[0]
    raise VersionConflict(game_id, expected_version, version, status)


async def exists(db: aiosqlite.Connection, game_id: int) -> bool:
    rows = await db.execute_fetchall("SELECT 1 FROM games WHERE id = ?", (game_id,))
    return bool(list(rows))


# ---------------------------------------------------------------------- seats


def checked_seats(seats: Sequence[Seat], *, lobby: bool) -> list[Seat]:
    seats = sorted(seats, key=lambda seat: seat.position)
    positions = [seat.position for seat in seats]
    if len(seats) > MAX_SEATS or len(set(positions)) != len(positions):
        raise ValueError(f"seats must be at most {MAX_SEATS} distinct positions: {positions}")
    if not lobby and positions != list(range(len(seats))):
        raise ValueError(f"a started game needs seats 0 to {len(seats) - 1}, got {positions}")
    for seat in seats:
        if (seat.user_id is None) == (seat.computer is None):
            raise ValueError(f"seat {seat.position} needs either a user id or a computer kind")
    return seats


async def insert_seats(db: aiosqlite.Connection, game_id: int, seats: Sequence[Seat]) -> None:
    await db.executemany(
        "INSERT INTO seats (game_id, position, user_id, name, computer) VALUES (?, ?, ?, ?, ?)",
        [(game_id, s.position, s.user_id, s.name, s.computer) for s in seats],
    )


async def replace_seats(db: aiosqlite.Connection, game_id: int, seats: Sequence[Seat]) -> None:
    await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
    await insert_seats(db, game_id, seats)


# ---------------------------------------------------------------------- rows to records


async def fetch_record(db: aiosqlite.Connection, game_id: int) -> GameRecord:
    """The record of a game just written by this transaction (so known to be readable)."""
    rows = await db.execute_fetchall(
        f"SELECT {GAME_COLUMNS} FROM games WHERE games.id = ?", (game_id,)
    )
    return checked_record(first(rows))


def dump(value: Any, what: str) -> str:
    try:
        return json.dumps(value, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as error:
        raise ValueError(f"the {what} is not JSON: {error}") from error


def record(
    row: Sequence[Any], *, state: dict | None, game: Game | None, problem: str | None = None
) -> GameRecord:
    (
        game_id,
        guild_id,
        channel_id,
        host_id,
        status,
        version,
        _,
        message_id,
        created,
        updated,
        seats,
    ) = row
    return GameRecord(
        id=game_id,
        guild_id=guild_id,
        channel_id=channel_id,
        host_id=host_id,
        status=GameStatus(status),
        version=version,
        seats=_seats(seats),
        state=state,
        message_id=message_id,
        created_at=created,
        updated_at=updated,
        _game=game,
        _problem=problem,
    )


def checked_record(row: Sequence[Any]) -> GameRecord:
    """The record of a game row, its state read by the engine; ``CorruptGame`` if it fails.

    A CORRUPT game's state is not read (it is known to be bad) and comes back as None.
    """
    game_id, status, text = row[ID], row[STATUS], row[STATE]
    if status == GameStatus.CORRUPT:
        return record(row, state=None, game=None, problem="the game was marked corrupt")
    if text is None and status in ("lobby", "aborted"):
        return record(row, state=None, game=None)
    try:
        if text is None:
            raise ValueError(f"a {status} game without a state")
        state = json.loads(text)
        game = Game.from_dict(state)
        result = record(row, state=state, game=game)
    except Exception as error:  # whatever is wrong with stored data, the game is unreadable
        raise CorruptGame(game_id, str(error) or type(error).__name__) from error
    if len(result.seats) != game.num_players:
        raise CorruptGame(game_id, f"{len(result.seats)} seats for {game.num_players} players")
    return result


def json_or_none(text: str | None) -> Any:
    try:
        return json.loads(text) if text is not None else None
    except (ValueError, RecursionError):
        return None


def _seats(text: str | None) -> tuple[Seat, ...]:
    seats = (
        Seat(position, user_id, name, computer)
        for position, user_id, name, computer in json.loads(text or "[]")
    )
    return tuple(sorted(seats, key=lambda seat: seat.position))
