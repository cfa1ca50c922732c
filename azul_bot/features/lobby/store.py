"""A lobby's rows: its game row opened, with its host's seat, the thread it is in and the member
it challenges, and its edits (seats, host, wall, the challenge answered), each one transaction
with its notice and its timers (statements run as written on SQLite and PostgreSQL, through
``Store.write``). Its start and its end are the game's (``Store.start_game``, ``abort_game``).

The challenge is kept on the game's row (``games.challenged_id``) until it is answered.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from azul_bot.core.db import ChannelBusy, GameRecord, GameStatus, Notice, Seat, TimerSpec, Work
from azul_bot.core.db.records import CLASSIC_CODE
from azul_bot.core.db.rows import check_min_finished, checked_seats, notice_text
from azul_bot.core.db.sql.changes import announced
from azul_bot.core.db.sql.games import change, insert_seats, remember_parent, replace_seats
from azul_bot.core.db.sql.steps import Duplicate, fetch_value


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
    """A new LOBBY at version 1 with the host in seat 0, to play ``variant`` (a
    ``Variant.code``).

    ``min_finished``: the least share of finished games (a percent, 1 to 100, else
    ``ValueError``) the lobby asks of who joins; kept as the record's ``min_finished``.

    ``challenged_id``: the member the host challenged (never the host: ``ValueError``),
    kept as the record's ``challenged_id`` until a change ends the challenge.

    ``parent_id``: ``channel_id`` is a thread of that channel. Remembered in the same
    transaction, for the thread and not only this game (the first parent named stays),
    so ``games_under`` finds this and every later game of the thread.

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
            " updated_at, variant, min_finished, challenged_id)"
            " VALUES (?, ?, ?, 'lobby', 1, ?, ?, ?, ?, ?) RETURNING id",
            guild_id,
            channel_id,
            host_id,
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
) -> Work[GameRecord]:
    """Replace the lobby's host and seats (at most 4 distinct positions), and its variant
    when one is given; ``end_challenge``: the challenge was answered (the record's
    ``challenged_id`` becomes None)."""
    seats = checked_seats(seats, lobby=True)
    payload = notice_text(notice)
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
    return (yield from announced(game_id, channel_id, notice, payload, timers))
