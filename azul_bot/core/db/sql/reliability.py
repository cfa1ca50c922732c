"""Who finishes their games: a person's turn times, written with their moves (the results read
them back, ``features/results/store.py``).

A person keeps their newest ``RECENT_TURNS`` turns on a server (``turn_times_by_player``,
0014_reliability.sql): what is older goes as each new turn is kept.
"""

from __future__ import annotations

from ..records import RECENT_TURNS
from .steps import Work, execute

# What is older than the person's newest RECENT_TURNS turns goes (at most one row a move).
_PRUNE = f"""
DELETE FROM turn_times WHERE guild_id = ?1 AND user_id = ?2 AND id <= (
    SELECT id FROM turn_times WHERE guild_id = ?1 AND user_id = ?2
     ORDER BY id DESC LIMIT 1 OFFSET {RECENT_TURNS})"""


def note_turn(guild_id: int, user_id: int, seconds: float, now: float) -> Work[None]:
    """A person's turn took ``seconds``: kept with their newest turns, in the move's
    transaction."""
    yield execute(
        "INSERT INTO turn_times (guild_id, user_id, at, seconds) VALUES (?, ?, ?, ?)",
        guild_id,
        user_id,
        now,
        float(seconds),
    )
    yield execute(_PRUNE, guild_id, user_id)
