"""The announcements a tournament queues (of no game), each a kind and a payload of ids and
numbers, read back when it is posted: the post says what the database holds then, so a retry
says the same."""

from __future__ import annotations

from typing import Any

from azul_bot.core.db import Announcement, Notice

SIGNUP = "tournament_signup"
"""The sign-up message, posted once and edited as people join and leave, and when it closes."""
TOO_FEW = "tournament_too_few"
"""The sign-up's end came with too few players: the organizer is told (payload: the counts)."""
TABLE = "tournament_table"
"""A table of a round: its thread, then its game (payload: the round and table; the thread's
id is noted on it once made, so a retry reuses it)."""
STANDINGS = "tournament_standings"
"""The standings after a round (payload: the round, the next one paired or None), or the final
ones (``final``)."""
CANCELLED = "tournament_cancelled"
"""The organizer called it off."""


def signup_notice(tournament_id: int) -> Notice:
    return Notice(SIGNUP, {"tournament": tournament_id})


def too_few_notice(tournament_id: int, entrants: int, least: int) -> Notice:
    return Notice(TOO_FEW, {"tournament": tournament_id, "entrants": entrants, "least": least})


def table_notice(tournament_id: int, round_number: int, table_no: int) -> Notice:
    return Notice(TABLE, {"tournament": tournament_id, "round": round_number, "table": table_no})


def standings_notice(
    tournament_id: int, after: int, *, next_round: int | None = None, final: bool = False
) -> Notice:
    payload = {"tournament": tournament_id, "after": after, "next": next_round, "final": final}
    return Notice(STANDINGS, payload)


def cancelled_notice(tournament_id: int) -> Notice:
    return Notice(CANCELLED, {"tournament": tournament_id})


def number(entry: Announcement, key: str) -> int:
    """A whole number of the entry's payload; ``ValueError`` (the outbox drops the entry and
    says why) for anything else."""
    value: Any = entry.payload.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"announcement {entry.id} ({entry.kind}): {key} is {value!r}")
    return value
