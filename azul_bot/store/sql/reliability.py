"""Who finishes their games: a person's turn times, written with their moves, and their
latest results and turns read back as a ``Reliability``.

Every read is an index range of one person's newest rows on one server (``results_by_player``,
``turn_times_by_player``, 0014_reliability.sql), at most ``RECENT_GAMES`` and
``RECENT_TURNS`` of them, so it costs the same with a hundred games stored or millions. The
people asked about are read in one statement per table, each person's rows a bounded
subquery of their own.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from ..records import RECENT_GAMES, RECENT_TURNS, Reliability
from ..stat_rows import reliability
from .steps import Step, Work, execute, fetch_all

PEOPLE_A_STATEMENT = 100
"""People read by one statement (SQLite allows 500 parts to a UNION)."""

# One person's latest counted games: how many, and how many they finished.
LATEST_GAMES = f"""
SELECT CAST(? AS bigint), count(*), coalesce(sum(CASE WHEN abandoned THEN 0 ELSE 1 END), 0)
  FROM (SELECT abandoned FROM results
         WHERE guild_id = ? AND user_id = ? AND abandoned IS NOT NULL
         ORDER BY finished_at DESC, game_id DESC LIMIT {RECENT_GAMES}) AS latest"""

# One person's latest turn times.
LATEST_TURNS = f"""
SELECT * FROM (SELECT user_id, seconds FROM turn_times WHERE guild_id = ? AND user_id = ?
                ORDER BY id DESC LIMIT {RECENT_TURNS}) AS latest"""

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


def reliabilities(guild_id: int, user_ids: Sequence[int]) -> Work[dict[int, Reliability]]:
    """The reliability of each of ``user_ids`` (no repeats) on the server, in one snapshot;
    someone with no rows reads as no games and no turns."""
    found: dict[int, Reliability] = {}
    for start in range(0, len(user_ids), PEOPLE_A_STATEMENT):
        people = user_ids[start : start + PEOPLE_A_STATEMENT]
        games = yield _latest_games(guild_id, people)
        turns = yield _latest_turns(guild_id, people)
        seconds: dict[int, list[float]] = defaultdict(list)
        for user_id, taken in turns:
            seconds[user_id].append(taken)
        for user_id, counted, finished in games:
            found[user_id] = reliability(user_id, counted, finished, seconds[user_id])
    return found


def _latest_games(guild_id: int, user_ids: Sequence[int]) -> Step:
    return fetch_all(
        " UNION ALL ".join([LATEST_GAMES] * len(user_ids)),
        *(value for user_id in user_ids for value in (user_id, guild_id, user_id)),
    )


def _latest_turns(guild_id: int, user_ids: Sequence[int]) -> Step:
    return fetch_all(
        " UNION ALL ".join([LATEST_TURNS] * len(user_ids)),
        *(value for user_id in user_ids for value in (guild_id, user_id)),
    )
