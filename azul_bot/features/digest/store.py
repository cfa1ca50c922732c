"""A person's daily digest: its time and zone, the day it was last sent, the games it lists,
and the one transaction that sends a day's.

Setting the digest replaces its timer by a new row rather than moving it: the dispatcher
deletes a fired timer by its id once its act returns, and must not take a newer one with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from azul_bot.core.db import Notice, Step, Work, execute, fetch_one, fetch_value
from azul_bot.core.db.rows import notice_text
from azul_bot.core.db.sql import outbox, timers
from azul_bot.core.db.sql.preferences import SOMEONE_NEW, Preference

from .ids import DIGEST

NOTIFY = Preference("player_prefs", "user_id", "notify_dm")
DMS_CLOSED = Preference("player_prefs", "user_id", "dm_closed_at", SOMEONE_NEW)


def notify_pref(user_id: int) -> Work[bool]:
    """Whether a person asked for a direct message when it is their turn."""
    return bool((yield NOTIFY.get(user_id)))


def set_notify_pref(user_id: int, on: bool) -> Work[None]:
    yield NOTIFY.put(user_id, bool(on))


def dms_closed_at(user_id: int) -> Step:
    """When Discord last refused the person a direct message because they accept none
    from the bot (UNIX seconds); None while their DMs are not known to be closed."""
    return DMS_CLOSED.get(user_id)


def set_dms_closed(user_id: int, at: float | None) -> Step:
    """Remember that the person's DMs are closed (since ``at``), or forget it (None).
    Keeps their other preferences as they are (someone new asked for no DMs)."""
    return DMS_CLOSED.put(user_id, at)


@dataclass(frozen=True)
class Digest:
    """A person's daily digest: one direct message a day at ``at`` minutes after midnight in
    the time zone ``zone`` (an IANA name), listing the games waiting on them; ``at`` None:
    it is off (the zone is kept for the next time). ``sent_on``: the local date
    (``YYYY-MM-DD``) of the last one sent, None before any."""

    at: int | None
    zone: str | None
    sent_on: str | None = None

    @property
    def on(self) -> bool:
        return self.at is not None and self.zone is not None


def read_digest(user_id: int) -> Work[Digest | None]:
    """The person's digest (its zone kept while it is off); None before they ever set one."""
    row = yield fetch_one(
        "SELECT digest_at, digest_zone, digest_sent_on FROM player_prefs WHERE user_id = ?",
        user_id,
    )
    return _digest(row)


def set_digest(user_id: int, at: int, zone: str, due_at: float) -> Work[None]:
    """The digest on, at ``at`` in ``zone``: the person's turn DMs off (one way of being told
    at a time), its timer a new row due at ``due_at`` (a fired one's late completion then
    deletes nothing of it). ``ValueError`` for a minute outside the day or no zone."""
    if not 0 <= at < 24 * 60 or not zone:
        raise ValueError(f"a digest at minute {at} of the day in zone {zone!r}")
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


def send_digest(
    user_id: int, day: str, *, timer_id: int, next_due: float, notice: Notice | None = None
) -> Work[bool]:
    """The digest of the local date ``day`` (``YYYY-MM-DD``), once: the fired timer
    (``timer_id``) is deleted, and only if it was still there (not replaced by a new choice,
    not done by an earlier run) and the digest is on is ``day`` marked sent (unless it or a
    later date already was), the next timer set at ``next_due`` (a new row), and ``notice``
    queued as a direct message to the person when ``day`` was marked now. True then."""
    payload = notice_text(notice)
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
