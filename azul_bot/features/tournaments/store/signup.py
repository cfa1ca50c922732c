"""A tournament's sign-up and who plays in it. Each change is guarded by the tournament's
status and raises ``NothingChanged`` (rolling back what it wrote) when there was nothing to
change; each notice is queued in the tournament's channel as an announcement of no game.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from azul_bot.core.db import GameRecord, Notice, Step, Work, execute, fetch_one, fetch_value
from azul_bot.core.db.rows import notice_text
from azul_bot.core.db.sql.outbox import queue_club_post
from azul_bot.core.db.sql.steps import execute_many
from azul_bot.core.db.sql.timers import complete_timer, drop_club_timer, set_club_timer

from ..ids import ROUND_TIMER, SIGNUP_TIMER
from ..model import Dropped, Tournament, TournamentSpec
from . import COLUMNS, OPEN, NothingChanged, check_spec, tournament_row

# ---------------------------------------------------------------------- sign-up

_CREATE = f"""
INSERT INTO tournaments (guild_id, channel_id, organizer_id, name, format, rounds, table_size,
                         variant, time_limit, signup_until, min_finished, rated, created_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
RETURNING {COLUMNS}"""


def create(spec: TournamentSpec, notice: Notice, now: float) -> Work[Tournament]:
    """A tournament in sign-up (version 1, round 0). ``ValueError`` (nothing written) for
    rules the schema does not take."""
    check_spec(spec)
    notice_text(notice)
    row = yield fetch_one(
        _CREATE,
        spec.guild_id,
        spec.channel_id,
        spec.organizer_id,
        spec.name,
        spec.format.value,
        spec.rounds,
        spec.table_size,
        spec.variant,
        spec.time_limit,
        spec.signup_until,
        spec.min_finished,
        spec.rated,
        now,
    )
    made = tournament_row(row)
    assert made is not None
    payload = json.dumps({**notice.payload, "tournament": made.id}, separators=(",", ":"))
    yield queue_club_post(spec.channel_id, notice, payload)
    if spec.signup_until is not None:
        yield set_club_timer(
            SIGNUP_TIMER, spec.signup_until, guild_id=spec.guild_id, subject=made.id
        )
    return made


def _changed(tournament_id: int, statuses: str) -> Work[Tournament]:
    """The tournament's row taken and its version bumped, read after; ``NothingChanged``
    when it is in none of ``statuses`` (an SQL list)."""
    changed = yield fetch_one(
        "UPDATE tournaments SET version = version + 1"
        f" WHERE id = ? AND status IN {statuses} RETURNING {COLUMNS}",
        tournament_id,
        then=tournament_row,
    )
    if changed is None:
        raise NothingChanged
    return changed


def join(
    tournament_id: int, user_id: int, name: str, rating: float, now: float, notice: Notice
) -> Work[Tournament]:
    """The person enters the tournament in sign-up with their displayed ``rating``, its
    version goes up and ``notice`` is queued; ``NothingChanged`` when it is not in sign-up or
    they are in already."""
    payload = _payload(notice)
    changed = yield from _changed(tournament_id, "('signup')")
    added = yield fetch_value(
        "INSERT INTO tournament_entrants (tournament_id, user_id, name, rating, joined_at)"
        " VALUES (?, ?, ?, ?, ?) ON CONFLICT (tournament_id, user_id) DO NOTHING"
        " RETURNING user_id",
        tournament_id,
        user_id,
        name,
        rating,
        now,
    )
    if added is None:
        raise NothingChanged
    yield queue_club_post(changed.channel_id, notice, payload)
    return changed


def withdraw(tournament_id: int, user_id: int, notice: Notice) -> Work[Tournament]:
    """The person leaves the sign-up (their entry goes), with ``notice``; ``NothingChanged``
    when it is closed or they were not in."""
    payload = _payload(notice)
    changed = yield from _changed(tournament_id, "('signup')")
    gone = yield fetch_value(
        "DELETE FROM tournament_entrants WHERE tournament_id = ? AND user_id = ? RETURNING user_id",
        tournament_id,
        user_id,
    )
    if gone is None:
        raise NothingChanged
    yield queue_club_post(changed.channel_id, notice, payload)
    return changed


def note_signup_message(tournament_id: int, message_id: int) -> Step:
    """The tournament's sign-up message is ``message_id`` (no change of the tournament)."""
    return execute(
        "UPDATE tournaments SET signup_message_id = ? WHERE id = ?", message_id, tournament_id
    )


_START = f"""
UPDATE tournaments SET status = 'running', rounds = ?3, started_at = ?4, version = version + 1
 WHERE id = ?1 AND status = 'signup' AND version = ?2
RETURNING {COLUMNS}"""


def start(
    tournament_id: int,
    expected_version: int,
    rounds: int,
    ratings: Mapping[int, float],
    now: float,
    fired: int | None = None,
    notices: Sequence[Notice] = (),
) -> Work[Tournament]:
    """The sign-up closes and the tournament runs ``rounds`` rounds from ``now``: its
    entrants' ratings become ``ratings`` (by user id), its ``SIGNUP_TIMER`` (and the timer
    ``fired``, if given) goes, its ``ROUND_TIMER`` is set due at once (its act opens round 1)
    and ``notices`` are queued. ``NothingChanged`` when it is not in sign-up at
    ``expected_version`` any more."""
    if rounds < 1:
        raise ValueError(f"a tournament has a round at least, not {rounds}")
    queued = _payloads(notices)
    if fired is not None:
        yield complete_timer(fired)
    started = yield fetch_one(
        _START, tournament_id, expected_version, rounds, now, then=tournament_row
    )
    if started is None:
        raise NothingChanged
    yield execute_many(
        "UPDATE tournament_entrants SET rating = ? WHERE tournament_id = ? AND user_id = ?",
        [(rating, tournament_id, user_id) for user_id, rating in sorted(ratings.items())],
    )
    yield drop_club_timer(SIGNUP_TIMER, guild_id=started.guild_id, subject=tournament_id)
    yield set_club_timer(ROUND_TIMER, 0, guild_id=started.guild_id, subject=tournament_id)
    for notice, payload in queued:
        yield queue_club_post(started.channel_id, notice, payload)
    return started


def stay_open(tournament_id: int, fired: int, notices: Sequence[Notice] = ()) -> Work[Tournament]:
    """The sign-up's end came (timer ``fired``, which goes) with too few players: it stays
    open until the organizer starts it (no end any more), and ``notices`` say so.
    ``NothingChanged`` when it is not in sign-up."""
    queued = _payloads(notices)
    yield complete_timer(fired)
    kept = yield fetch_one(
        "UPDATE tournaments SET signup_until = NULL, version = version + 1"
        f" WHERE id = ? AND status = 'signup' RETURNING {COLUMNS}",
        tournament_id,
        then=tournament_row,
    )
    if kept is None:
        raise NothingChanged
    for notice, payload in queued:
        yield queue_club_post(kept.channel_id, notice, payload)
    return kept


# ---------------------------------------------------------------------- who plays


def drop(
    tournament_id: int,
    user_id: int,
    why: Dropped,
    now: float,
    notices: Sequence[Notice] = (),
) -> Work[Tournament]:
    """A running tournament's entrant is paired no more (``why``; their games so far still
    count), its version goes up, ``notices`` are queued; ``NothingChanged`` when it is not
    running or they were not in it (or dropped already)."""
    queued = _payloads(notices)
    changed = yield from _changed(tournament_id, "('running')")
    dropped = yield fetch_value(
        "UPDATE tournament_entrants SET dropped_at = ?, dropped_why = ?"
        " WHERE tournament_id = ? AND user_id = ? AND dropped_at IS NULL RETURNING user_id",
        now,
        Dropped(why).value,
        tournament_id,
        user_id,
    )
    if dropped is None:
        raise NothingChanged
    for notice, payload in queued:
        yield queue_club_post(changed.channel_id, notice, payload)
    return changed


def come_back(tournament_id: int, user_id: int) -> Work[Tournament]:
    """An entrant of a running tournament says they are still in: they have shown up for
    the current round, and if a stand-in's game had dropped them (``VANISHED``), they are
    paired again; its version goes up. ``NothingChanged`` when it is not running, or they
    left or were removed."""
    changed = yield from _changed(tournament_id, "('running')")
    back = yield fetch_value(
        "UPDATE tournament_entrants SET dropped_at = NULL, dropped_why = NULL,"
        " showed_up = CASE WHEN showed_up > ?1 THEN showed_up ELSE ?1 END"
        " WHERE tournament_id = ?2 AND user_id = ?3"
        " AND (dropped_at IS NULL OR dropped_why = 'vanished') RETURNING user_id",
        changed.current_round,
        tournament_id,
        user_id,
    )
    if back is None:
        raise NothingChanged
    return changed


def showed_up(game: GameRecord, person: int) -> Work[None]:
    """The step of a person's own move: in a tournament's game, they showed up for its round."""
    yield _showed_up(game.id, person)


def _showed_up(game_id: int, user_id: int) -> Step:
    return execute(
        "UPDATE tournament_entrants SET showed_up = t.round"
        "  FROM tournament_tables AS t"
        " WHERE t.game_id = ?1 AND tournament_entrants.tournament_id = t.tournament_id"
        "   AND tournament_entrants.user_id = ?2 AND tournament_entrants.showed_up < t.round",
        game_id,
        user_id,
    )


# ---------------------------------------------------------------------- calling it off


def cancel(tournament_id: int, notice: Notice, now: float) -> Work[Tournament]:
    """The organizer calls the tournament off (its timers go, no round opens any more; games
    being played play on as ordinary games), with ``notice``; ``NothingChanged`` when it is
    over already."""
    payload = _payload(notice)
    row = yield fetch_one(
        "UPDATE tournaments SET status = 'cancelled', finished_at = ?, version = version + 1"
        f" WHERE id = ? AND status IN {OPEN} RETURNING {COLUMNS}",
        now,
        tournament_id,
        then=tournament_row,
    )
    if row is None:
        raise NothingChanged
    for kind in (SIGNUP_TIMER, ROUND_TIMER):
        yield drop_club_timer(kind, guild_id=row.guild_id, subject=tournament_id)
    yield queue_club_post(row.channel_id, notice, payload)
    return row


def _payload(notice: Notice) -> str:
    """A notice's payload as stored (checked before the first statement)."""
    return notice_text(notice) or "{}"


def _payloads(notices: Sequence[Notice]) -> list[tuple[Notice, str]]:
    return [(notice, _payload(notice)) for notice in notices]
