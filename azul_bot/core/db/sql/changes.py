"""The changes of a game besides its moves, each one transaction with its notice and its
timers."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from ..records import OPEN_STATUSES, GameRecord, GameStatus, Notice, Seat, TimerSpec
from . import outbox
from .games import change, fetch_record, replace_seats, seat_count
from .steps import Work
from .timers import set_timers


def start_game(
    game_id: int,
    expected_version: int,
    seats: Sequence[Seat],
    state_text: str,
    notice: Notice | None,
    payload: str | None,
    timers: Sequence[TimerSpec],
    turn_began_at: float | None = None,
) -> Work[GameRecord]:
    channel_id = yield from change(
        game_id,
        expected_version,
        "status = 'running', state = ?, start_state = ?, turn_began_at = ?",
        (state_text, state_text, turn_began_at),
        from_statuses=(GameStatus.LOBBY,),
    )
    yield from replace_seats(game_id, seats)
    return (yield from announced(game_id, channel_id, notice, payload, timers))


def hand_over_seats(
    game_id: int,
    expected_version: int,
    seats: Sequence[Seat],
    notice: Notice | None,
    payload: str | None,
    timers: Sequence[TimerSpec] | None,
) -> Work[GameRecord]:
    """A running game's seats change hands (``Store.replace_seats``)."""
    channel_id = yield from change(
        game_id, expected_version, "status = status", (), from_statuses=(GameStatus.RUNNING,)
    )
    if len(seats) != (yield seat_count(game_id)):
        raise ValueError(f"game {game_id} keeps its number of seats")
    yield from replace_seats(game_id, seats)
    return (yield from announced(game_id, channel_id, notice, payload, timers))


def abort_game(
    game_id: int,
    expected_version: int,
    notice: Notice | None,
    payload: str | None,
    then: Callable[[GameRecord, float], Work[None]] | None,
) -> Work[GameRecord]:
    channel_id = yield from change(
        game_id, expected_version, "status = 'aborted'", (), from_statuses=OPEN_STATUSES
    )
    # An ended game keeps no timers.
    record = yield from announced(game_id, channel_id, notice, payload, ())
    if then is not None:
        yield from then(record, time.time())
    return record


def announced(
    game_id: int,
    channel_id: int,
    notice: Notice | None,
    payload: str | None,
    timers: Sequence[TimerSpec] | None,
) -> Work[GameRecord]:
    """The change's notice queued and its timers set; the record it leaves."""
    yield from outbox.queue(game_id, channel_id, notice, payload)
    record = yield from fetch_record(game_id)
    yield from set_timers(game_id, channel_id, record.version, timers)
    return record
