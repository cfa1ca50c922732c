"""The changes of a game besides its moves: a lobby opening, its edits, the start, a seat
changing hands, the abort. Each is one transaction with its notice and its timers."""

from __future__ import annotations

import time
from collections.abc import Sequence

from ..errors import ChannelBusy
from ..records import OPEN_STATUSES, GameRecord, GameStatus, GameSteps, Notice, Seat, TimerSpec
from . import game_steps, outbox
from .games import change, fetch_record, insert_seats, remember_parent, replace_seats, seat_count
from .steps import Duplicate, Work, fetch_value
from .timers import set_timers


def create_lobby(
    guild_id: int,
    channel_id: int,
    host: Seat,
    variant: str,
    parent_id: int | None,
    notice: Notice | None,
    payload: str | None,
    timers: Sequence[TimerSpec] | None,
    min_finished: int | None = None,
    challenged_id: int | None = None,
) -> Work[GameRecord]:
    now = time.time()
    try:
        game_id = yield fetch_value(
            "INSERT INTO games (guild_id, channel_id, host_id, status, version, created_at,"
            " updated_at, variant, min_finished, challenged_id)"
            " VALUES (?, ?, ?, 'lobby', 1, ?, ?, ?, ?, ?) RETURNING id",
            guild_id,
            channel_id,
            host.user_id,
            now,
            now,
            variant,
            min_finished,
            challenged_id,
        )
    except Duplicate as error:  # the one open game a channel may hold
        raise ChannelBusy(channel_id) from error
    if parent_id is not None:
        yield remember_parent(channel_id, parent_id)
    yield insert_seats(game_id, [host])
    return (yield from _announced(game_id, channel_id, notice, payload, timers))


def update_lobby(
    game_id: int,
    expected_version: int,
    host_id: int,
    seats: Sequence[Seat],
    variant: str | None,
    notice: Notice | None,
    payload: str | None,
    timers: Sequence[TimerSpec] | None,
    end_challenge: bool = False,
) -> Work[GameRecord]:
    assignments = "host_id = ?, variant = coalesce(?, variant)"
    if end_challenge:
        assignments += ", challenged_id = NULL"
    channel_id = yield from change(
        game_id,
        expected_version,
        assignments,
        (host_id, variant),
        from_statuses=(GameStatus.LOBBY,),
    )
    yield from replace_seats(game_id, seats)
    return (yield from _announced(game_id, channel_id, notice, payload, timers))


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
    return (yield from _announced(game_id, channel_id, notice, payload, timers))


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
    return (yield from _announced(game_id, channel_id, notice, payload, timers))


def abort_game(
    game_id: int,
    expected_version: int,
    notice: Notice | None,
    payload: str | None,
    steps: GameSteps,
) -> Work[GameRecord]:
    channel_id = yield from change(
        game_id, expected_version, "status = 'aborted'", (), from_statuses=OPEN_STATUSES
    )
    # An ended game keeps no timers.
    record = yield from _announced(game_id, channel_id, notice, payload, ())
    yield from game_steps.ended(steps, record)
    return record


def _announced(
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
