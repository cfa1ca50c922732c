"""The announcement outbox: notices queued with their change, claimed under a lease.

Entry life: inserted with ``due_at = 0`` (due at once, whatever clock the claimer uses);
a claim sets ``claimed = 1`` and ``due_at`` to the lease's end; ``retry`` clears the claim
and sets the next attempt; ``complete`` deletes the row; ``drop`` stamps ``dropped_at`` and
keeps the row for the logs. "Pending" means not dropped (the row exists, so not completed).
"""

from __future__ import annotations

import time

from ..records import Announcement, Notice
from ..rows import announcement
from .connection import Sql, first

_COLUMNS = "id, game_id, channel_id, kind, payload, attempts, created_at"

# A game's entry is eligible only while no older pending entry of that game exists, so one
# game's announcements are claimed one at a time and in order.
_CLAIM = f"""
UPDATE announcements SET claimed = 1, due_at = :until
 WHERE id IN (
       SELECT a.id FROM announcements AS a
        WHERE a.dropped_at IS NULL AND a.due_at <= :now
          AND NOT EXISTS (
              SELECT 1 FROM announcements AS older
               WHERE older.game_id = a.game_id AND older.dropped_at IS NULL
                 AND older.id < a.id)
        ORDER BY a.id
        LIMIT :limit)
RETURNING {_COLUMNS}"""


def queue(
    db: Sql,
    game_id: int,
    channel_id: int,
    notice: Notice | None,
    payload: str | None,
    claim_until: float | None = None,
) -> int | None:
    """Insert ``notice`` (its payload already as JSON) inside the caller's transaction.
    With ``claim_until`` it is stored claimed until then, if nothing of its game is pending
    before it: returns its id in that case, else None."""
    if notice is None:
        return None
    if claim_until is not None and pending(db, game_id):
        claim_until = None  # the game's older notices go first, through the claims
    rows = db.execute_fetchall(
        "INSERT INTO announcements (game_id, channel_id, kind, payload, created_at, claimed,"
        " due_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
        (
            game_id,
            channel_id,
            notice.kind,
            payload,
            time.time(),
            claim_until is not None,
            claim_until or 0,
        ),
    )
    return first(rows)[0] if claim_until is not None else None


def claim(db: Sql, now: float, limit: int, lease: float) -> list[Announcement]:
    rows = db.execute_fetchall(_CLAIM, {"now": now, "until": now + lease, "limit": limit})
    claimed = []
    for row in rows:
        try:
            claimed.append(announcement(row))
        except (ValueError, RecursionError) as error:
            # A hand-damaged payload would otherwise come back after every lease, and hold
            # back its game's later announcements for ever.
            drop(db, row[0], f"the stored payload is not JSON: {error}")
    # RETURNING gives no order guarantee.
    return sorted(claimed, key=lambda entry: entry.id)


def complete(db: Sql, announcement_id: int, message_id: int | None, set_message: bool) -> None:
    rows = db.execute_fetchall(
        "DELETE FROM announcements WHERE id = ? AND dropped_at IS NULL RETURNING game_id",
        (announcement_id,),
    )
    rows = list(rows)
    if rows and set_message:
        db.execute("UPDATE games SET message_id = ? WHERE id = ?", (message_id, rows[0][0]))


def retry(db: Sql, announcement_id: int, at: float, error: str) -> None:
    db.execute(
        "UPDATE announcements SET attempts = attempts + 1, due_at = ?, claimed = 0,"
        " last_error = ? WHERE id = ? AND dropped_at IS NULL",
        (at, error, announcement_id),
    )


def drop(db: Sql, announcement_id: int, error: str) -> None:
    db.execute(
        "UPDATE announcements SET dropped_at = ?, claimed = 0, last_error = ?"
        " WHERE id = ? AND dropped_at IS NULL",
        (time.time(), error, announcement_id),
    )


def pending(db: Sql, game_id: int) -> int:
    rows = db.execute_fetchall(
        "SELECT count(*) FROM announcements WHERE game_id = ? AND dropped_at IS NULL",
        (game_id,),
    )
    return next(iter(rows))[0]


def release(db: Sql) -> None:
    db.execute(
        "UPDATE announcements SET due_at = 0, claimed = 0 WHERE claimed = 1 AND dropped_at IS NULL"
    )
