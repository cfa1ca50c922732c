"""A move of a running game, and the move log it is appended to."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ..records import GameRecord, GameStatus, Notice, Seat, TimerSpec
from ..rows import check_seat, record
from . import outbox
from .games import GAME_COLUMNS, refuse, replace_seats
from .steps import Step, Work, execute, fetch_all, fetch_one
from .timers import set_timers

_MOVE_COLUMNS = "game_id, seq, seat, move, created_at, by_stand_in"

# The guarded update before it holds the game's row until commit (SQLite: the write lock),
# so max(seq) + 1 is the next number.
_APPEND = f"""
INSERT INTO moves ({_MOVE_COLUMNS})
SELECT CAST(?1 AS bigint), coalesce(max(seq), 0) + 1, CAST(?2 AS smallint), CAST(?3 AS text),
       CAST(?4 AS double precision), CAST(?5 AS boolean)
  FROM moves WHERE game_id = ?1"""


def commit_move(
    game_id: int,
    expected_version: int,
    *,
    seat: int,
    text: str,
    status: GameStatus,
    state: dict[str, Any],
    state_text: str,
    notice: Notice | None,
    payload: str | None,
    timers: Sequence[TimerSpec] | None,
    seats: Sequence[Seat] | None,
    claim_until: float | None,
    now: float,
    turn_began_at: float | None = None,
    by_stand_in: bool = False,
    then: Callable[[GameRecord, float], Work[None]] | None = None,
) -> Work[GameRecord]:
    row = yield fetch_one(
        "UPDATE games SET state = ?, status = ?, version = version + 1, updated_at = ?,"
        " turn_began_at = coalesce(?, turn_began_at)"
        f" WHERE id = ? AND version = ? AND status = 'running' RETURNING {GAME_COLUMNS}",
        state_text,
        status.value,
        now,
        turn_began_at,
        game_id,
        expected_version,
    )
    if row is None:
        yield from refuse(game_id, expected_version)
    game = record(row, state=state, game=None)
    check_seat(game, seat)
    yield execute(_APPEND, game_id, seat, text, now, by_stand_in)
    if seats is not None:
        if len(seats) != len(game.seats):
            raise ValueError(f"game {game_id} keeps its number of seats")
        yield from replace_seats(game_id, seats)
        game = replace(game, seats=tuple(seats))
    if then is not None:
        yield from then(game, now)
    claimed = yield from outbox.queue(game_id, game.channel_id, notice, payload, claim_until)
    ending = () if status is GameStatus.FINISHED else timers
    yield from set_timers(game_id, game.channel_id, game.version, ending)
    return replace(game, claimed_notice=claimed)


def log(game_id: int) -> Step:
    """The game's moves in order; the game's row alone (seq None) for a game without any,
    no row for no game."""
    return fetch_all(
        "SELECT games.id, m.seq, m.seat, m.move, m.created_at, m.by_stand_in FROM games"
        " LEFT JOIN moves AS m ON m.game_id = games.id"
        " WHERE games.id = ? ORDER BY m.seq",
        game_id,
    )


def last(game_id: int) -> Step:
    """As ``log``, the latest move only."""
    return fetch_one(
        "SELECT games.id, m.seq, m.seat, m.move, m.created_at, m.by_stand_in FROM games"
        " LEFT JOIN moves AS m ON m.game_id = games.id"
        "  AND m.seq = (SELECT max(seq) FROM moves WHERE moves.game_id = games.id)"
        " WHERE games.id = ?",
        game_id,
    )
