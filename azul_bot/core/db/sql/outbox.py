"""The announcement outbox: notices queued with their change, claimed under a lease.

Entry life: inserted with ``due_at = 0`` (due at once, whatever clock the claimer uses);
a claim sets ``claimed`` and ``due_at`` to the lease's end; ``retry`` clears the claim and
sets the next attempt; ``complete`` deletes the row; ``drop`` stamps ``dropped_at`` and
keeps the row for the logs. "Pending" means not dropped (the row exists, so not completed).
"""

from __future__ import annotations

import time

from ..records import Announcement, Notice
from ..rows import announcement
from .steps import Step, Work, execute, fetch_all, fetch_one, fetch_value

COLUMNS = "id, game_id, channel_id, kind, payload, attempts, created_at"

# Stored claimed only when nothing of the game is pending before it (the subquery sees the
# table as it was before this insert). Every notice of a game is queued by a transaction
# that holds the game's row, so no older one can appear meanwhile.
_QUEUE = """
INSERT INTO announcements (game_id, channel_id, kind, payload, created_at, claimed, due_at)
SELECT CAST(?1 AS bigint), CAST(?2 AS bigint), CAST(?3 AS text), CAST(?4 AS text),
       CAST(?5 AS double precision), head.claim,
       CASE WHEN head.claim THEN CAST(?7 AS double precision) ELSE 0 END
  FROM (SELECT CAST(?6 AS boolean) AND NOT EXISTS (
               SELECT 1 FROM announcements WHERE game_id = ?1 AND dropped_at IS NULL)
               AS claim) AS head
RETURNING id, claimed"""

# What a claim takes: due entries (?1: now) in id order, at most ?3 of them and one per
# game -- an entry is eligible only while no older pending entry of its game exists, so a
# game's announcements post one at a time and in order. How it takes them (leased until ?2)
# is the dialect's claim: PostgreSQL skips the rows another claimer is taking.
DUE = """
SELECT a.id FROM announcements AS a
 WHERE a.dropped_at IS NULL AND a.due_at <= ?1
   AND NOT EXISTS (
       SELECT 1 FROM announcements AS older
        WHERE older.game_id = a.game_id AND older.dropped_at IS NULL AND older.id < a.id)
 ORDER BY a.id
 LIMIT ?3"""
_CLAIM = "{claim_announcements}"


def queue(
    game_id: int,
    channel_id: int,
    notice: Notice | None,
    payload: str | None,
    claim_until: float | None = None,
) -> Work[int | None]:
    """Insert ``notice`` inside the caller's transaction. With ``claim_until`` it is stored claimed until then, if nothing of its game is pending
    before it: returns its id in that case, else None."""
    if notice is None:
        return None
    entry_id, claimed = yield fetch_one(
        _QUEUE,
        game_id,
        channel_id,
        notice.kind,
        payload,
        time.time(),
        claim_until is not None,
        claim_until or 0.0,
    )
    return entry_id if claimed else None


def queue_club_post(channel_id: int, notice: Notice, payload: str) -> Step:
    """Insert a notice of no game (the club's: a season's standings, a digest) inside the
    caller's transaction; it is posted on its own, in no game's order."""
    return execute(
        "INSERT INTO announcements (game_id, channel_id, kind, payload, created_at)"
        " VALUES (NULL, ?, ?, ?, ?)",
        channel_id,
        notice.kind,
        payload,
        time.time(),
    )


def claim(now: float, limit: int, lease: float) -> Work[list[Announcement]]:
    rows = yield fetch_all(_CLAIM, now, now + lease, limit)
    claimed = []
    for row in rows:
        try:
            claimed.append(announcement(row))
        except (ValueError, RecursionError) as error:
            # A hand-damaged payload would otherwise come back after every lease, and hold
            # back its game's later announcements for ever.
            yield drop(row[0], f"the stored payload is not JSON: {error}")
    # RETURNING gives no order guarantee.
    return sorted(claimed, key=lambda entry: entry.id)


def complete(announcement_id: int, message_id: int | None, set_message: bool) -> Work[None]:
    game_id = yield fetch_value(
        "DELETE FROM announcements WHERE id = ? AND dropped_at IS NULL RETURNING game_id",
        announcement_id,
    )
    if game_id is not None and set_message:
        yield execute("UPDATE games SET message_id = ? WHERE id = ?", message_id, game_id)


def retry(announcement_id: int, at: float, error: str) -> Step:
    return execute(
        "UPDATE announcements SET attempts = attempts + 1, due_at = ?, claimed = false,"
        " last_error = ? WHERE id = ? AND dropped_at IS NULL",
        at,
        error,
        announcement_id,
    )


def note(announcement_id: int, payload: str) -> Step:
    return execute(
        "UPDATE announcements SET payload = ? WHERE id = ? AND dropped_at IS NULL",
        payload,
        announcement_id,
    )


def drop(announcement_id: int, error: str) -> Step:
    return execute(
        "UPDATE announcements SET dropped_at = ?, claimed = false, last_error = ?"
        " WHERE id = ? AND dropped_at IS NULL",
        time.time(),
        error,
        announcement_id,
    )


def pending(game_id: int) -> Step:
    return fetch_value(
        "SELECT count(*) FROM announcements WHERE game_id = ? AND dropped_at IS NULL", game_id
    )


def release() -> Step:
    return execute(
        "UPDATE announcements SET due_at = 0, claimed = false"
        " WHERE claimed = true AND dropped_at IS NULL"
    )
