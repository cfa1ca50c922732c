"""The checkup's reads: a server's waiting posts and timers, for its admin's ``/azul check``
(statements run as written on SQLite and PostgreSQL)."""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.core.db import Work, fetch_one


@dataclass(frozen=True)
class Backlog:
    """A server's waiting work: ``posts`` of its games not posted yet (the oldest stored at
    ``oldest_post``, ``retried`` of them tried again after an error), and its ``timers`` (the
    next due at ``next_timer``, ``late`` of them due before the moment asked about): its
    games' and its own club timers; a person's digest is nobody's server's."""

    posts: int
    oldest_post: float | None
    retried: int
    timers: int
    next_timer: float | None
    late: int


_POSTS = """
SELECT count(*), min(a.created_at), coalesce(sum(CASE WHEN a.attempts > 0 THEN 1 ELSE 0 END), 0)
  FROM announcements AS a JOIN games AS g ON g.id = a.game_id
 WHERE g.guild_id = ?1 AND a.dropped_at IS NULL"""

_TIMERS = """
SELECT count(*), min(t.due_at), coalesce(sum(CASE WHEN t.due_at < ?2 THEN 1 ELSE 0 END), 0)
  FROM timers AS t LEFT JOIN games AS g ON g.id = t.game_id
 WHERE g.guild_id = ?1 OR (t.game_id IS NULL AND t.guild_id = ?1)"""


def backlog(guild_id: int, late_before: float) -> Work[Backlog]:
    """The server's undelivered, undropped posts and its timers, ``late`` those due before
    ``late_before``."""
    posts, oldest, retried = yield fetch_one(_POSTS, guild_id)
    timers, next_due, late = yield fetch_one(_TIMERS, guild_id, late_before)
    return Backlog(posts, oldest, retried, timers, next_due, late)
