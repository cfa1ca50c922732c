"""A tournament's rounds. What must never happen twice or be skipped is decided here, in one
transaction each:

- a round opens (``open_round``) by a guarded update of the tournament's row: it is at the
  round before, which has no game left to play, and at the version the pairing was read
  from; its tables and their announcements are written with it. Two processes, or a retry
  after a crash, open it once; a pairing read before someone dropped is not stored.
- a table's game is stored (``start_game``) by a guarded update of the table's row, which
  gets its game in the same transaction: a table never gets two.
- a game's end (``round_ended``, the step of the finishing move's or the abort's transaction)
  takes the tournament's row, then counts the round's games still to play, from the database: the
  last one sets the tournament's ``ROUND_TIMER``, due at once, whose act opens the next round
  (or ends the tournament). Two games ending at once wait for each other on that row, so one
  of them sees the other finished.

Locks are taken in one order: a game's row, then its tournament's row; nothing that holds a
tournament's row takes a game's.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from typing import Any

from azul_bot.core.db import (
    ChannelBusy,
    GameRecord,
    Notice,
    Seat,
    TimerSpec,
    Work,
    execute,
    fetch_one,
    fetch_value,
)
from azul_bot.core.db.rows import notice_text, start_text
from azul_bot.core.db.sql import outbox
from azul_bot.core.db.sql.games import fetch_record, insert_seats, remember_parent
from azul_bot.core.db.sql.steps import Duplicate, execute_many
from azul_bot.core.db.sql.timers import complete_timer, drop_club_timer, set_club_timer, set_timers

from ..ids import ROUND_TIMER
from ..model import RoundOpening, Tournament
from . import NothingChanged

# ---------------------------------------------------------------------- rounds

# The games of round ?2 still to play (a table whose game is not stored yet is one).
_TO_PLAY = """
SELECT count(*) FROM tournament_tables AS t LEFT JOIN games AS g ON g.id = t.game_id
 WHERE t.tournament_id = ?1 AND t.round = ?2 AND t.bye = false
   AND (t.game_id IS NULL OR g.status IN ('lobby', 'running'))"""

_ROUND_OVER = """
NOT EXISTS (SELECT 1 FROM tournament_tables AS t LEFT JOIN games AS g ON g.id = t.game_id
             WHERE t.tournament_id = tournaments.id AND t.round = tournaments.current_round
               AND t.bye = false AND (t.game_id IS NULL OR g.status IN ('lobby', 'running')))"""

_OPEN_ROUND = f"""
UPDATE tournaments SET current_round = ?2, version = version + 1
 WHERE id = ?1 AND status = 'running' AND current_round = ?3 AND version = ?4
   AND (rounds IS NULL OR rounds >= ?2) AND {_ROUND_OVER}
RETURNING channel_id"""


def open_round(
    tournament_id: int, opening: RoundOpening, now: float, fired: int | None = None
) -> Work[bool]:
    """Round ``opening.round`` opens, once, if the tournament runs, is at the round before
    at ``opening.version``, and that round has no game left to play (nor more rounds than
    it has): its tables (then one row per bye), its ``vanished`` entrants dropped, the timer
    ``fired`` gone, and its notices queued in the tournament's channel (the standings first).
    ``NothingChanged`` (nothing written, the timer kept) otherwise: a round opens once,
    whoever tries."""
    payloads = [notice_text(notice) or "{}" for notice in opening.table_notices]
    standings = notice_text(opening.standings)
    number = opening.round
    channel_id = yield fetch_value(_OPEN_ROUND, tournament_id, number, number - 1, opening.version)
    if channel_id is None:
        raise NothingChanged
    if fired is not None:
        yield complete_timer(fired)
    if opening.vanished:
        yield execute_many(
            "UPDATE tournament_entrants SET dropped_at = ?, dropped_why = 'vanished'"
            " WHERE tournament_id = ? AND user_id = ? AND dropped_at IS NULL",
            [(now, tournament_id, user_id) for user_id in opening.vanished],
        )
    rows = [(list(seats), False) for seats in opening.tables]
    rows += [([user_id], True) for user_id in opening.byes]
    yield execute_many(
        "INSERT INTO tournament_tables (tournament_id, round, table_no, seats, bye)"
        " VALUES (?, ?, ?, ?, ?)",
        [
            (tournament_id, number, table_no, json.dumps(seats), bye)
            for table_no, (seats, bye) in enumerate(rows, start=1)
        ],
    )
    if not opening.tables:  # byes and walkovers only: no game will end the round
        guild_id = yield fetch_value("SELECT guild_id FROM tournaments WHERE id = ?", tournament_id)
        yield set_club_timer(ROUND_TIMER, 0, guild_id=guild_id, subject=tournament_id)
    if opening.standings is not None and standings is not None:
        yield outbox.queue_club_post(channel_id, opening.standings, standings)
    for notice, payload in zip(opening.table_notices, payloads, strict=True):
        yield outbox.queue_club_post(channel_id, notice, payload)
    return True


_FINISH = f"""
UPDATE tournaments SET status = 'finished', finished_at = ?3, version = version + 1
 WHERE id = ?1 AND status = 'running' AND current_round = ?2 AND {_ROUND_OVER}
RETURNING channel_id, guild_id"""


def finish(
    tournament_id: int, last_round: int, now: float, notice: Notice, fired: int | None = None
) -> Work[bool]:
    """The tournament ends after the last game of round ``last_round`` (its last, or the
    last that could be paired), once: it is finished, its timers go and ``notice`` (its final
    post) is queued. ``NothingChanged`` when it is not running at that round or a game is
    left."""
    payload = notice_text(notice) or "{}"
    row = yield fetch_one(_FINISH, tournament_id, last_round, now)
    if row is None:
        raise NothingChanged
    channel_id, guild_id = row
    if fired is not None:
        yield complete_timer(fired)
    yield drop_club_timer(ROUND_TIMER, guild_id=guild_id, subject=tournament_id)
    yield outbox.queue_club_post(channel_id, notice, payload)
    return True


def round_ended(game: GameRecord) -> Work[None]:
    """The step of the transaction that ends a game, finished or aborted."""
    yield from game_ended(game.id)


def game_ended(game_id: int) -> Work[None]:
    """A tournament game just ended (in the transaction that ended it): if it was the last
    of its tournament's current round, the ``ROUND_TIMER`` is set, due at once."""
    table = yield fetch_one(
        "SELECT tournament_id, round FROM tournament_tables WHERE game_id = ?", game_id
    )
    if table is None:
        return
    tournament_id, number = table
    # Takes the tournament's row: another game of the round ending now waits here, then
    # counts this one as ended.
    guild_id = yield fetch_value(
        "UPDATE tournaments SET version = version WHERE id = ? AND status = 'running'"
        " AND current_round = ? RETURNING guild_id",
        tournament_id,
        number,
    )
    if guild_id is None:
        return
    left = yield fetch_value(_TO_PLAY, tournament_id, number)
    if left == 0:
        yield set_club_timer(ROUND_TIMER, 0, guild_id=guild_id, subject=tournament_id)


# ---------------------------------------------------------------------- a table's game

_TAKE_TABLE = """
UPDATE tournament_tables SET thread_id = ?4
 WHERE tournament_id = ?1 AND round = ?2 AND table_no = ?3 AND game_id IS NULL AND bye = false
RETURNING seats"""

_INSERT_GAME = """
INSERT INTO games (guild_id, channel_id, host_id, status, version, state, start_state,
                   created_at, updated_at, variant, turn_began_at, rated)
VALUES (?, ?, ?, 'running', 1, ?, ?, ?, ?, ?, ?, ?) RETURNING id"""


def start_game(
    tournament: Tournament,
    round_number: int,
    table_no: int,
    *,
    thread_id: int,
    seats: Sequence[Seat],
    state: dict[str, Any],
    notice: Notice,
    timers: Sequence[TimerSpec],
    turn_began_at: float,
) -> Work[GameRecord]:
    """The table's game, stored RUNNING (version 1); the table gets the game, which makes it
    the tournament's.
    ``NothingChanged`` when the table has its game already (or is a bye), ``ValueError`` when
    ``seats`` are not the table's."""
    seats, state_text = start_text(seats, state)
    payload = notice_text(notice) or "{}"
    held = yield fetch_one(_TAKE_TABLE, tournament.id, round_number, table_no, thread_id)
    if held is None:
        raise NothingChanged
    if json.loads(held[0]) != [seat.user_id for seat in seats]:
        raise ValueError(f"table {table_no} of round {round_number} seats {held[0]}, not {seats}")
    now = time.time()
    try:
        game_id = yield fetch_value(
            _INSERT_GAME,
            tournament.guild_id,
            thread_id,
            seats[0].user_id,
            state_text,
            state_text,
            now,
            now,
            tournament.spec.variant,
            turn_began_at,
            tournament.spec.rated,
        )
    except Duplicate as error:  # the thread holds an open game already
        raise ChannelBusy(thread_id) from error
    yield execute(
        "UPDATE tournament_tables SET game_id = ? WHERE tournament_id = ? AND round = ?"
        " AND table_no = ?",
        game_id,
        tournament.id,
        round_number,
        table_no,
    )
    yield insert_seats(game_id, seats)
    yield remember_parent(thread_id, tournament.channel_id)
    yield from outbox.queue(game_id, thread_id, notice, payload)
    record = yield from fetch_record(game_id)
    yield from set_timers(game_id, thread_id, record.version, timers)
    return record
