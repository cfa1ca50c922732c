"""The SQL that SQLite spells its own way: the ``{pieces}`` of the shared statements."""

from __future__ import annotations

from ..sql import outbox, timers
from ..sql.dialect import Dialect

SQLITE = Dialect(
    {
        # CAST keeps a hand-edited BLOB name from breaking the query.
        "seats": """
            (SELECT json_group_array(
                        json_array(s.position, s.user_id, CAST(s.name AS TEXT),
                                   CAST(s.computer AS TEXT), CAST(s.stand_in AS TEXT),
                                   s.left_early))
               FROM seats AS s WHERE s.game_id = games.id)""",
        # One connection writes at a time (BEGIN IMMEDIATE), so a plain UPDATE claims.
        "claim_announcements": f"""
            UPDATE announcements SET claimed = 1, due_at = ?2 WHERE id IN ({outbox.DUE})
            RETURNING {outbox.COLUMNS}""",
        "claim_timers": f"""
            UPDATE timers SET due_at = ?2, claimed = 1 WHERE id IN ({timers.DUE})
            RETURNING {timers.COLUMNS}""",
        "skip_locked": "",  # one writer at a time: no row is being taken by another
    },
    index_hints=True,
)
