"""A server's waiting posts and timers, for its admin's ``/azul check``."""

from __future__ import annotations

from ..contract.health import Backlog
from .steps import Work, fetch_one

_POSTS = """
SELECT count(*), min(a.created_at), coalesce(sum(CASE WHEN a.attempts > 0 THEN 1 ELSE 0 END), 0)
  FROM announcements AS a JOIN games AS g ON g.id = a.game_id
 WHERE g.guild_id = ?1 AND a.dropped_at IS NULL"""

_TIMERS = """
SELECT count(*), min(t.due_at), coalesce(sum(CASE WHEN t.due_at < ?2 THEN 1 ELSE 0 END), 0)
  FROM timers AS t LEFT JOIN games AS g ON g.id = t.game_id
 WHERE g.guild_id = ?1 OR (t.game_id IS NULL AND t.guild_id = ?1)"""


def backlog(guild_id: int, late_before: float) -> Work[Backlog]:
    posts, oldest, retried = yield fetch_one(_POSTS, guild_id)
    timers, next_due, late = yield fetch_one(_TIMERS, guild_id, late_before)
    return Backlog(posts, oldest, retried, timers, next_due, late)
