"""Game rows: the guarded update every change goes through, seats, reading a record back."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import Any, NoReturn

from ..errors import GameNotFound, VersionConflict
from ..records import GameRecord, GameStatus, Seat
from ..rows import checked_record
from .steps import Step, Work, execute, execute_many, fetch_all, fetch_one, fetch_value

OPEN = "('lobby', 'running')"

# The row ``rows.record`` reads. ``{seats}``: the game's seats as one JSON array (each
# database has its own aggregate), so a game is read in one statement.
GAME_COLUMNS = """
    games.id, games.guild_id, games.channel_id, games.host_id, games.status, games.version,
    games.state, games.message_id, games.created_at, games.updated_at, {seats},
    games.coached, games.variant, games.turn_began_at, games.rated"""


def change(
    game_id: int,
    expected_version: int,
    assignments: str,
    params: tuple[Any, ...],
    *,
    from_statuses: Iterable[GameStatus],
) -> Work[int]:
    """Update the game row and bump its version if it is at ``expected_version`` and in one
    of ``from_statuses``, else raise (the transaction rolls back).

    The update takes the row (PostgreSQL) or the whole write lock (SQLite): a concurrent
    change of the same game waits for this transaction, then finds the version moved.
    """
    statuses = [status.value for status in from_statuses]
    marks = ", ".join("?" * len(statuses))
    channel_id = yield fetch_value(
        f"UPDATE games SET {assignments}, version = version + 1, updated_at = ?"
        f" WHERE id = ? AND version = ? AND status IN ({marks}) RETURNING channel_id",
        *params,
        time.time(),
        game_id,
        expected_version,
        *statuses,
    )
    if channel_id is None:
        yield from refuse(game_id, expected_version)
    return channel_id


def refuse(game_id: int, expected_version: int) -> Work[NoReturn]:
    """Raise why a guarded update of ``game_id`` matched no row."""
    row = yield fetch_one("SELECT version, status FROM games WHERE id = ?", game_id)
    if row is None:
        raise GameNotFound(game_id)
    raise VersionConflict(game_id, expected_version, row[0], row[1])


def mark_corrupt(game_id: int, version: int) -> Step:
    """An open game whose state cannot be read becomes CORRUPT, which frees its channel."""
    return execute(
        "UPDATE games SET status = 'corrupt', version = version + 1, updated_at = ?"
        f" WHERE id = ? AND version = ? AND status IN {OPEN}",
        time.time(),
        game_id,
        version,
    )


def fetch_record(game_id: int) -> Work[GameRecord]:
    """The record of a game just written by this transaction (so known to be readable)."""
    row = yield fetch_one(f"SELECT {GAME_COLUMNS} FROM games WHERE games.id = ?", game_id)
    return checked_record(row)


def remember_parent(thread_id: int, parent_id: int) -> Step:
    """``thread_id`` is a thread of ``parent_id``; a thread never moves, so a parent known
    already stays."""
    return execute(
        "INSERT INTO thread_parents (thread_id, parent_id) VALUES (?, ?)"
        " ON CONFLICT (thread_id) DO NOTHING",
        thread_id,
        parent_id,
    )


# ---------------------------------------------------------------------- seats


def insert_seats(game_id: int, seats: Sequence[Seat]) -> Step:
    return execute_many(
        "INSERT INTO seats (game_id, position, user_id, name, computer, stand_in, left_early)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (game_id, s.position, s.user_id, s.name, s.computer, s.stand_in, bool(s.left_early))
            for s in seats
        ],
    )


def replace_seats(game_id: int, seats: Sequence[Seat]) -> Work[None]:
    yield execute("DELETE FROM seats WHERE game_id = ?", game_id)
    yield insert_seats(game_id, seats)


def seat_count(game_id: int) -> Step:
    return fetch_value("SELECT count(*) FROM seats WHERE game_id = ?", game_id)


# ---------------------------------------------------------------------- not changes
# These leave the version as it is: a move computed before them still commits.


def set_message(game_id: int, message_id: int | None) -> Step:
    """Reads the game's id; None for no game."""
    return fetch_value(
        "UPDATE games SET message_id = ? WHERE id = ? RETURNING id", message_id, game_id
    )


def mark_coached(game_id: int) -> Step:
    """Reads the game's id; None for no game."""
    return fetch_value("UPDATE games SET coached = true WHERE id = ? RETURNING id", game_id)


def running_games_anywhere(user_id: int) -> Step:
    """The running games of every server where the person holds a seat, the longest
    unchanged first."""
    return fetch_all(
        f"SELECT {GAME_COLUMNS} FROM games WHERE games.status = 'running'"
        " AND games.id IN (SELECT game_id FROM seats WHERE user_id = ?)"
        " ORDER BY games.updated_at, games.id",
        user_id,
    )
