"""The SQL that PostgreSQL spells its own way: the ``{pieces}`` of the shared statements,
``$n`` placeholders, and an outbox entry completed in one statement."""

from __future__ import annotations

import itertools
import re

from ..sql import outbox, timers
from ..sql.dialect import Dialect

_PLACEHOLDER = re.compile(r"\?(\d*)")


def _returning(alias: str, columns: str) -> str:
    return ", ".join(f"{alias}.{column}" for column in columns.split(", "))


class Postgres(Dialect):
    def placeholders(self, sql: str) -> str:
        """``?`` numbered in order as ``$1``, ``$2``...; ``?N`` as ``$N``."""
        count = itertools.count(1)
        return _PLACEHOLDER.sub(lambda match: f"${match[1] or next(count)}", sql)


POSTGRES = Postgres(
    {
        "seats": """
            (SELECT coalesce(
                        json_agg(json_build_array(s.position, s.user_id, s.name, s.computer,
                                                  s.stand_in, s.left_early)),
                        '[]')::text
               FROM seats AS s WHERE s.game_id = games.id)""",
        # FOR UPDATE SKIP LOCKED: a concurrent claimer (another connection or process)
        # passes over the rows this one is taking instead of waiting for them, and once this
        # one commits, PostgreSQL re-checks a row it then locks against its new lease (no
        # longer due) -- so no entry is handed out twice. The older entry a skipped row
        # stands behind is still pending in every claimer's snapshot, so skipping never lets
        # a game's second entry jump ahead of its first.
        "claim_announcements": f"""
            WITH due AS ({outbox.DUE} FOR UPDATE OF a SKIP LOCKED)
            UPDATE announcements AS entry SET claimed = true, due_at = ?2
              FROM due
             WHERE entry.id = due.id
            RETURNING {_returning("entry", outbox.COLUMNS)}""",
        # As the outbox's claim: a row locked after a concurrent claimer committed is
        # re-checked against its new due_at.
        "claim_timers": f"""
            WITH due AS ({timers.DUE} FOR UPDATE SKIP LOCKED)
            UPDATE timers AS timer SET due_at = ?2, claimed = true
              FROM due
             WHERE timer.id = due.id
            RETURNING {_returning("timer", timers.COLUMNS)}""",
        # A claim of a feature's own (``{skip_locked}`` after its SELECT of what is due):
        # rows another process is taking are passed over, as the timers' are.
        "skip_locked": "FOR UPDATE SKIP LOCKED",
    }
)

# One statement, so no transaction of its own is needed (a move's message is completed once
# per move: every round trip to the server counts). A data-modifying WITH always runs, so the
# entry is deleted whether or not the game's message changes.
COMPLETE = """
WITH done AS (
    DELETE FROM announcements WHERE id = ?1 AND dropped_at IS NULL RETURNING game_id)
UPDATE games SET message_id = ?2 FROM done WHERE games.id = done.game_id AND ?3::boolean"""
