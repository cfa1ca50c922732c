"""The announcement outbox: notices queued with their change, claimed under a lease.

Entry life: inserted with ``due_at = 0`` (due at once, whatever clock the claimer uses);
a claim sets ``claimed = 1`` and ``due_at`` to the lease's end; ``retry`` clears the claim
and sets the next attempt; ``complete`` deletes the row; ``drop`` stamps ``dropped_at`` and
keeps the row for the logs. "Pending" means not dropped (the row exists, so not completed).
"""

from __future__ import annotations

import time

import aiosqlite

from ..records import Announcement, Notice
from ..rows import announcement

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


async def queue(
    db: aiosqlite.Connection,
    game_id: int,
    channel_id: int,
    notice: Notice | None,
    payload: str | None,
) -> None:
    """Insert ``notice`` (its payload already as JSON) inside the caller's transaction."""
    if notice is None:
        return
    await db.execute(
        "INSERT INTO announcements (game_id, channel_id, kind, payload, created_at)"
        " VALUES (?, ?, ?, ?, ?)",
        (game_id, channel_id, notice.kind, payload, time.time()),
    )


async def claim(
    db: aiosqlite.Connection, now: float, limit: int, lease: float
) -> list[Announcement]:
    rows = await db.execute_fetchall(_CLAIM, {"now": now, "until": now + lease, "limit": limit})
    claimed = []
    for row in rows:
        try:
            claimed.append(announcement(row))
        except (ValueError, RecursionError) as error:
            # A hand-damaged payload would otherwise come back after every lease, and hold
            # back its game's later announcements for ever.
            await drop(db, row[0], f"the stored payload is not JSON: {error}")
    # RETURNING gives no order guarantee.
    return sorted(claimed, key=lambda entry: entry.id)


async def complete(
    db: aiosqlite.Connection, announcement_id: int, message_id: int | None, set_message: bool
) -> None:
    rows = await db.execute_fetchall(
        "DELETE FROM announcements WHERE id = ? AND dropped_at IS NULL RETURNING game_id",
        (announcement_id,),
    )
    rows = list(rows)
    if rows and set_message:
        await db.execute("UPDATE games SET message_id = ? WHERE id = ?", (message_id, rows[0][0]))


async def retry(db: aiosqlite.Connection, announcement_id: int, at: float, error: str) -> None:
    await db.execute(
        "UPDATE announcements SET attempts = attempts + 1, due_at = ?, claimed = 0,"
        " last_error = ? WHERE id = ? AND dropped_at IS NULL",
        (at, error, announcement_id),
    )


async def drop(db: aiosqlite.Connection, announcement_id: int, error: str) -> None:
    await db.execute(
        "UPDATE announcements SET dropped_at = ?, claimed = 0, last_error = ?"
        " WHERE id = ? AND dropped_at IS NULL",
        (time.time(), error, announcement_id),
    )


async def pending(db: aiosqlite.Connection, game_id: int) -> int:
    rows = await db.execute_fetchall(
        "SELECT count(*) FROM announcements WHERE game_id = ? AND dropped_at IS NULL",
        (game_id,),
    )
    return next(iter(rows))[0]


async def release(db: aiosqlite.Connection) -> None:
    await db.execute(
        "UPDATE announcements SET due_at = 0, claimed = 0 WHERE claimed = 1 AND dropped_at IS NULL"
    )
