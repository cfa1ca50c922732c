"""The announcement outbox: notices queued with their change, claimed under a lease.

Entry life: inserted with ``due_at = 0`` (due at once, whatever clock the claimer uses);
a claim sets ``claimed`` and ``due_at`` to the lease's end; ``retry`` clears the claim and
sets the next attempt; ``complete`` deletes the row; ``drop`` stamps ``dropped_at`` and
keeps the row for the logs. "Pending" means not dropped (the row exists, so not completed).
"""

from __future__ import annotations

import time

import asyncpg

from ..records import Announcement, Notice
from ..rows import announcement

_COLUMNS = "id, game_id, channel_id, kind, payload, attempts, created_at"

# A game's entry is eligible only while no older pending entry of that game exists, so one
# game's announcements are claimed one at a time and in order. FOR UPDATE SKIP LOCKED: a
# concurrent claimer (another pool connection or process) passes over the rows this one is
# taking instead of waiting for them, and once this one commits, PostgreSQL re-checks a row
# it then locks against its new lease (no longer due) -- so no entry is handed out twice.
# The older entry a skipped row stands behind is still pending in every claimer's snapshot,
# so skipping never lets a game's second entry jump ahead of its first.
_CLAIM = f"""
WITH due AS (
    SELECT a.id FROM announcements AS a
     WHERE a.dropped_at IS NULL AND a.due_at <= $1
       AND NOT EXISTS (
           SELECT 1 FROM announcements AS older
            WHERE older.game_id = a.game_id AND older.dropped_at IS NULL
              AND older.id < a.id)
     ORDER BY a.id
     LIMIT $3
       FOR UPDATE OF a SKIP LOCKED)
UPDATE announcements AS entry SET claimed = true, due_at = $2
  FROM due
 WHERE entry.id = due.id
RETURNING {", ".join(f"entry.{column}" for column in _COLUMNS.split(", "))}"""


async def queue(
    connection: asyncpg.Connection,
    game_id: int,
    channel_id: int,
    notice: Notice | None,
    payload: str | None,
    claim_until: float | None = None,
) -> int | None:
    """Insert ``notice`` (its payload already as JSON) inside the caller's transaction.
    With ``claim_until`` it is stored claimed until then, if nothing of its game is pending
    before it: returns its id in that case, else None. (Every notice of a game is queued
    by a transaction holding the game's row lock, so no older one can appear meanwhile.)"""
    if notice is None:
        return None
    # Claimed only when nothing of the game is pending before it (the subquery sees the
    # table as it was before this insert).
    entry_id, claimed = await connection.fetchrow(
        "INSERT INTO announcements (game_id, channel_id, kind, payload, created_at, claimed,"
        " due_at) SELECT $1::bigint, $2::bigint, $3::text, $4::text, $5::double precision,"
        " head.claim, CASE WHEN head.claim THEN $7::double precision ELSE 0 END"
        " FROM (SELECT $6::boolean AND NOT EXISTS (SELECT 1 FROM announcements"
        " WHERE game_id = $1 AND dropped_at IS NULL) AS claim) AS head"
        " RETURNING id, claimed",
        game_id,
        channel_id,
        notice.kind,
        payload,
        time.time(),
        claim_until is not None,
        claim_until or 0.0,
    )
    return entry_id if claimed else None


async def claim(
    connection: asyncpg.Connection, now: float, limit: int, lease: float
) -> list[Announcement]:
    rows = await connection.fetch(_CLAIM, now, now + lease, limit)
    claimed = []
    for row in rows:
        try:
            claimed.append(announcement(row))
        except (ValueError, RecursionError) as error:
            # A hand-damaged payload would otherwise come back after every lease, and hold
            # back its game's later announcements for ever.
            await drop(connection, row["id"], f"the stored payload is not JSON: {error}")
    # RETURNING gives no order guarantee.
    return sorted(claimed, key=lambda entry: entry.id)


# One statement, so no transaction of its own is needed (a move's message is completed once
# per move: every round trip to the server counts). A data-modifying WITH always runs, so the
# entry is deleted whether or not the game's message changes.
COMPLETE = """
WITH done AS (
    DELETE FROM announcements WHERE id = $1 AND dropped_at IS NULL RETURNING game_id)
UPDATE games SET message_id = $2 FROM done WHERE games.id = done.game_id AND $3::boolean"""


async def retry(
    connection: asyncpg.Connection, announcement_id: int, at: float, error: str
) -> None:
    await connection.execute(
        "UPDATE announcements SET attempts = attempts + 1, due_at = $1, claimed = false,"
        " last_error = $2 WHERE id = $3 AND dropped_at IS NULL",
        at,
        error,
        announcement_id,
    )


async def drop(connection: asyncpg.Connection, announcement_id: int, error: str) -> None:
    await connection.execute(
        "UPDATE announcements SET dropped_at = $1, claimed = false, last_error = $2"
        " WHERE id = $3 AND dropped_at IS NULL",
        time.time(),
        error,
        announcement_id,
    )


async def release(connection: asyncpg.Connection) -> None:
    await connection.execute(
        "UPDATE announcements SET due_at = 0, claimed = false WHERE claimed AND dropped_at IS NULL"
    )
