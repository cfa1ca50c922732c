"""A lobby's rows: each edit is one transaction with its notice and its timers (statements
run as written on SQLite and PostgreSQL). The challenge is the lobby's own row until it is
answered or expires.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from azul_bot.core.db import (
    ChannelBusy,
    GameRecord,
    GameStatus,
    Notice,
    Seat,
    Step,
    TimerSpec,
    Work,
)
from azul_bot.core.db.records import CLASSIC_CODE
from azul_bot.core.db.rows import check_min_finished, checked_seats, notice_text
from azul_bot.core.db.sql.changes import announced
from azul_bot.core.db.sql.games import change, insert_seats, remember_parent, replace_seats
from azul_bot.core.db.sql.steps import Duplicate, execute, fetch_one, fetch_value

from .ids import CHALLENGE_EXPIRY
from .timers import CHALLENGE_LIFETIME


def create_lobby(
    guild_id: int,
    channel_id: int,
    host_id: int,
    host_name: str,
    *,
    notice: Notice | None = None,
    timers: Sequence[TimerSpec] | None = None,
    variant: str = CLASSIC_CODE,
    parent_id: int | None = None,
    min_finished: int | None = None,
    challenged_id: int | None = None,
) -> Work[GameRecord]:
    """A new LOBBY at version 1 with the host in seat 0.

    ``min_finished``: a percent, 1 to 100 (else ``ValueError``). ``parent_id``: the channel
    is a thread of that channel, remembered for the thread and not only this game (the first
    parent named stays).

    ``ChannelBusy`` if the channel already has a lobby or a running game (the database
    enforces it, so two racing calls open one lobby).
    """
    payload = notice_text(notice)
    check_min_finished(min_finished)
    if challenged_id == host_id:
        raise ValueError(f"the host {host_id} cannot challenge themselves")
    now = time.time()
    try:
        game_id = yield fetch_value(
            "INSERT INTO games (guild_id, channel_id, host_id, status, version, created_at,"
            " updated_at, variant) VALUES (?, ?, ?, 'lobby', 1, ?, ?, ?) RETURNING id",
            guild_id,
            channel_id,
            host_id,
            now,
            now,
            variant,
        )
    except Duplicate as error:  # the one open game a channel may hold
        raise ChannelBusy(channel_id) from error
    if parent_id is not None:
        yield remember_parent(channel_id, parent_id)
    if min_finished is not None:
        yield execute(
            "INSERT INTO lobby_minimums (game_id, min_finished) VALUES (?, ?)",
            game_id,
            min_finished,
        )
    if challenged_id is not None:
        yield execute(
            "INSERT INTO challenges (game_id, challenged_id) VALUES (?, ?)", game_id, challenged_id
        )
    yield insert_seats(game_id, [Seat(0, host_id, host_name)])
    return (yield from announced(game_id, channel_id, notice, payload, timers))


def update_lobby(
    game_id: int,
    expected_version: int,
    *,
    host_id: int,
    seats: Sequence[Seat],
    notice: Notice | None = None,
    timers: Sequence[TimerSpec] | None = None,
    variant: str | None = None,
    end_challenge: bool = False,
    now: float | None = None,
) -> Work[GameRecord]:
    """Replace the lobby's host and seats (at most 4 distinct positions). Its challenge also
    ends when the member challenged takes a seat (joining answers it too).

    ``now``: None is the wall clock. A challenge still open keeps its ``CHALLENGE_EXPIRY``
    timer as it was set (a lobby of an older version, which kept none, has it end
    ``CHALLENGE_LIFETIME`` from ``now``)."""
    seats = checked_seats(seats, lobby=True)
    payload = notice_text(notice)
    channel_id = yield from change(
        game_id,
        expected_version,
        "host_id = ?, variant = coalesce(?, variant)",
        (host_id, variant),
        from_statuses=(GameStatus.LOBBY,),
    )
    yield from replace_seats(game_id, seats)
    seated = " AND challenged_id IN (SELECT user_id FROM seats WHERE game_id = ?1)"
    yield execute(
        "DELETE FROM challenges WHERE game_id = ?1" + ("" if end_challenge else seated), game_id
    )
    if timers is not None:
        # A row: the challenge is still open; its timer's end, NULL when it kept none.
        still = yield fetch_one(
            "SELECT (SELECT min(due_at) FROM timers WHERE game_id = ?1 AND kind = ?2)"
            " FROM challenges WHERE game_id = ?1",
            game_id,
            CHALLENGE_EXPIRY,
        )
        if still is not None:
            since = time.time() if now is None else now
            ends = still[0] if still[0] is not None else since + CHALLENGE_LIFETIME
            timers = sorted(
                [*timers, TimerSpec(CHALLENGE_EXPIRY, ends)], key=lambda timer: timer.due_at
            )
    return (yield from announced(game_id, channel_id, notice, payload, timers))


def challenged(game_id: int) -> Step:
    """The member the lobby ``game_id`` challenges, until they answer; None: no challenge
    open."""
    return fetch_value("SELECT challenged_id FROM challenges WHERE game_id = ?", game_id)


def minimum(game_id: int) -> Step:
    """The least share of finished games (a percent) the lobby ``game_id`` asks of who joins
    (its game's rematch asks it too); None: anyone may."""
    return fetch_value("SELECT min_finished FROM lobby_minimums WHERE game_id = ?", game_id)
