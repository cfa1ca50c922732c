"""A person's daily digest: its time and zone, the day it was last sent, the games it lists,
and the one transaction that sends a day's (the guard, the notice, the next day's timer).

Its timer is the club's ``digest`` timer of the person (``timers.set_club_timer``). Setting
the digest replaces that timer by a new row rather than moving it: the dispatcher deletes a
fired timer by its id once its act returns, and must not take a newer one with it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..records import Digest, Notice
from . import outbox, timers
from .games import GAME_COLUMNS
from .steps import Step, Work, execute, fetch_all, fetch_one, fetch_value

DIGEST = "digest"
"""The kind of the person's timer, and of the direct message it queues."""


def read_digest(user_id: int) -> Step:
    return fetch_one(
        "SELECT digest_at, digest_zone, digest_sent_on FROM player_prefs WHERE user_id = ?",
        user_id,
        then=_digest,
    )


def set_digest(user_id: int, at: int, zone: str, due_at: float) -> Work[None]:
    """The digest on, at ``at`` in ``zone``: the person's turn DMs off (one way of being told
    at a time), its timer a new row due at ``due_at``."""
    yield execute(
        "INSERT INTO player_prefs (user_id, notify_dm, digest_at, digest_zone)"
        " VALUES (?, false, ?, ?) ON CONFLICT (user_id) DO UPDATE SET notify_dm = false,"
        " digest_at = excluded.digest_at, digest_zone = excluded.digest_zone",
        user_id,
        at,
        zone,
    )
    yield timers.drop_club_timer(DIGEST, user_id=user_id)
    yield timers.set_club_timer(DIGEST, due_at, user_id=user_id)


def stop_digest(user_id: int) -> Work[None]:
    """The digest off and its timer gone; the zone and the day last sent are kept."""
    yield execute("UPDATE player_prefs SET digest_at = NULL WHERE user_id = ?", user_id)
    yield timers.drop_club_timer(DIGEST, user_id=user_id)


def running_games_anywhere(user_id: int) -> Step:
    return fetch_all(
        f"SELECT {GAME_COLUMNS} FROM games WHERE games.status = 'running'"
        " AND games.id IN (SELECT game_id FROM seats WHERE user_id = ?)"
        " ORDER BY games.updated_at, games.id",
        user_id,
    )


def send_digest(
    user_id: int,
    day: str,
    timer_id: int,
    next_due: float,
    notice: Notice | None,
    payload: str | None,
) -> Work[bool]:
    """The day's digest, once: the fired timer (``timer_id``) is deleted, and only if it was
    still there (not replaced by a new choice, not done by an earlier run) is ``day`` marked
    sent, ``notice`` queued when ``day`` had none yet, and the next timer set."""
    fired = yield fetch_value(
        "DELETE FROM timers WHERE id = ? AND game_id IS NULL RETURNING id", timer_id
    )
    if fired is None:
        return False
    on = yield fetch_value("SELECT digest_at FROM player_prefs WHERE user_id = ?", user_id)
    if on is None:
        return False
    marked = yield fetch_value(
        "UPDATE player_prefs SET digest_sent_on = ?1 WHERE user_id = ?2"
        " AND (digest_sent_on IS NULL OR digest_sent_on < ?1) RETURNING user_id",
        day,
        user_id,
    )
    yield timers.set_club_timer(DIGEST, next_due, user_id=user_id)
    if marked is None:
        return False
    if notice is not None and payload is not None:
        yield outbox.queue_club_post(user_id, notice, payload)
    return True


def _digest(row: Sequence | None) -> Digest | None:
    if row is None or all(value is None for value in row):
        return None
    at, zone, sent_on = row
    return Digest(at, zone, sent_on)
