"""The practices: one row per practice, its positions written once when it begins, each
answer stored once, in order, and the position it is at moved on once (statements run as
written on SQLite and PostgreSQL). Each change names the state it expects, so a press
repeated, or made again after a restart, changes nothing twice."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from azul_bot.core.db.sql.steps import Work, fetch_all, fetch_one, fetch_value


@dataclass(frozen=True)
class PracticeRow:
    """A practice as stored: its ``positions`` and ``answers`` as plain values."""

    id: int
    user_id: int
    positions: tuple[dict[str, Any], ...]
    answers: tuple[dict[str, Any], ...]
    current: int


COLUMNS = "id, user_id, positions, answers, current"


def _row(row: Sequence[Any] | None) -> PracticeRow | None:
    if row is None:
        return None
    practice_id, user_id, positions, answers, current = row
    return PracticeRow(
        practice_id,
        user_id,
        tuple(json.loads(positions)),
        tuple(json.loads(answers)),
        current,
    )


def _json(values: Sequence[dict[str, Any]]) -> str:
    return json.dumps(list(values), separators=(",", ":"))


def begin(user_id: int, positions: Sequence[dict[str, Any]], now: float) -> Work[int]:
    """A new practice of ``positions``, at the first; its id."""
    practice_id = yield fetch_value(
        "INSERT INTO practices (user_id, created_at, positions) VALUES (?, ?, ?) RETURNING id",
        user_id,
        now,
        _json(positions),
    )
    return int(practice_id)


def practice(practice_id: int) -> Work[PracticeRow | None]:
    row = yield fetch_one(f"SELECT {COLUMNS} FROM practices WHERE id = ?", practice_id)
    return _row(row)


def latest(user_id: int) -> Work[PracticeRow | None]:
    """The person's latest practice, finished or not; None: they never practised."""
    row = yield fetch_one(
        f"SELECT {COLUMNS} FROM practices WHERE user_id = ? ORDER BY id DESC LIMIT 1", user_id
    )
    return _row(row)


def answer(practice_id: int, answers: Sequence[dict[str, Any]]) -> Work[bool]:
    """Store the answer ``answers`` ends with, the one to the position after those answered
    so far: False when another press stored one first (the practice keeps that one)."""
    stored = yield fetch_value(
        "UPDATE practices SET answers = ?, answered = ? WHERE id = ? AND answered = ? RETURNING id",
        _json(answers),
        len(answers),
        practice_id,
        len(answers) - 1,
    )
    return stored is not None


def move_on(practice_id: int, position: int) -> Work[bool]:
    """At ``position``, answered, move on to the next: False when it was not there (moved
    on already, or not answered yet)."""
    moved = yield fetch_value(
        "UPDATE practices SET current = current + 1"
        " WHERE id = ? AND current = ? AND answered > ? RETURNING id",
        practice_id,
        position,
        position,
    )
    return moved is not None


def last_games(user_id: int, most: int) -> Work[list[tuple[int, int]]]:
    """The person's last ``most`` finished games, of every server, latest first: each game's
    id and the seat they held."""
    rows = yield fetch_all(
        "SELECT games.id, seats.position FROM games JOIN seats ON seats.game_id = games.id"
        " WHERE seats.user_id = ? AND games.status = 'finished'"
        " ORDER BY games.updated_at DESC, games.id DESC LIMIT ?",
        user_id,
        most,
    )
    return [(game_id, seat) for game_id, seat in rows]
