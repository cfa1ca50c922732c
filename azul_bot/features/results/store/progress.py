"""What a person's progress reads of their finished games on a server."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from azul_bot.core.db import Work, fetch_all, fetch_one


@dataclass(frozen=True)
class RatedGame:
    """One rated game of a person: when it finished, and their skill after it."""

    game_id: int
    finished_at: float
    mu: float
    sigma: float


@dataclass(frozen=True)
class UnratedGame:
    """A person's finished game that did not move their rating, and why: a hint was used
    (``coached``), its tournament does not count (not ``counted``), or fewer than two
    ``people`` played it."""

    game_id: int
    coached: bool
    counted: bool
    people: int


@dataclass(frozen=True)
class Rivalry:
    """How a person fared against ``user_id`` (named ``name`` in their latest game) over the
    ``games`` finished games both sat in: ``wins`` placed above them, ``losses`` below,
    ``shared`` at the same place; ``margin`` is the average of the person's score minus
    theirs; ``last_at`` when they last met."""

    user_id: int
    name: str
    games: int
    wins: int
    losses: int
    shared: int
    margin: float
    last_at: float


@dataclass(frozen=True)
class Meeting:
    """One finished game two people played: where it is (``channel_id``, its last message
    ``message_id``), when it finished, and each one's score and place."""

    game_id: int
    channel_id: int
    message_id: int | None
    finished_at: float
    score: int
    rank: int
    their_score: int
    their_rank: int


_RATED = """
SELECT game_id, finished_at, mu_after, sigma_after FROM (
    SELECT game_id, finished_at, mu_after, sigma_after FROM results
     WHERE guild_id = ? AND user_id = ? AND mu_after IS NOT NULL AND finished_at IS NOT NULL
     ORDER BY finished_at DESC, game_id DESC LIMIT ?) AS latest
 ORDER BY finished_at, game_id"""


def rating_history(guild_id: int, user_id: int, limit: int = 1000) -> Work[list[RatedGame]]:
    """The person's latest ``limit`` rated games on the server, oldest first."""
    rows = yield fetch_all(_RATED, guild_id, user_id, limit)
    return [RatedGame(game, at, mu, sigma) for game, at, mu, sigma in rows]


_LAST_UNRATED = """
SELECT r.game_id, g.coached, g.rated,
       (SELECT count(DISTINCT s.user_id) FROM seats AS s
         WHERE s.game_id = r.game_id AND s.user_id IS NOT NULL)
  FROM results AS r JOIN games AS g ON g.id = r.game_id
 WHERE r.guild_id = ? AND r.user_id = ? AND r.mu_after IS NULL AND r.finished_at IS NOT NULL
 ORDER BY r.finished_at DESC, r.game_id DESC LIMIT 1"""


def last_unrated(guild_id: int, user_id: int) -> Work[UnratedGame | None]:
    """The person's latest finished game on the server that did not move their rating;
    None when they have none."""
    row = yield fetch_one(_LAST_UNRATED, guild_id, user_id)
    if row is None:
        return None
    game_id, coached, counted, people = row
    return UnratedGame(game_id, bool(coached), bool(counted), people)


def finished_since(guild_id: int, user_id: int, since: float) -> Work[list[float]]:
    """When each of the person's games on the server finished, from ``since`` on, oldest
    first (rated or not)."""
    rows = yield fetch_all(
        "SELECT finished_at FROM results WHERE guild_id = ? AND user_id = ? AND finished_at >= ?"
        " ORDER BY finished_at",
        guild_id,
        user_id,
        since,
    )
    return [at for (at,) in rows]


# Each finished game the person shared with another person: the other's seat beside theirs.
_MET = """
SELECT other.user_id,
       count(*),
       coalesce(sum(CASE WHEN me.rank < other.rank THEN 1 ELSE 0 END), 0),
       coalesce(sum(CASE WHEN me.rank > other.rank THEN 1 ELSE 0 END), 0),
       coalesce(sum(CASE WHEN me.rank = other.rank THEN 1 ELSE 0 END), 0),
       avg(CAST(me.score - other.score AS double precision)),
       max(me.finished_at)
  FROM results AS me
  JOIN results AS other ON other.game_id = me.game_id AND other.position <> me.position
 WHERE me.guild_id = ?1 AND me.user_id = ?2
   AND other.user_id IS NOT NULL AND other.user_id <> ?2 {also}
 GROUP BY other.user_id"""
_RIVALS = (
    _MET.format(also="")
    + " ORDER BY count(*) DESC, max(me.finished_at) DESC, other.user_id LIMIT ?3"
)
_VERSUS = _MET.format(also="AND other.user_id = ?3")
_NAMES = "SELECT user_id, name FROM player_stats WHERE guild_id = ? AND user_id = ?"

_MEETINGS = """
SELECT g.id, g.channel_id, g.message_id, me.finished_at, me.score, me.rank,
       other.score, other.rank
  FROM results AS me
  JOIN results AS other ON other.game_id = me.game_id AND other.position <> me.position
  JOIN games AS g ON g.id = me.game_id
 WHERE me.guild_id = ? AND me.user_id = ? AND other.user_id = ?
 ORDER BY me.finished_at DESC, g.id DESC
 LIMIT ?"""


def rivals(guild_id: int, user_id: int, limit: int = 3) -> Work[list[Rivalry]]:
    """The people the person met most in finished games on the server, most games first
    (then the latest met, then the lowest user id)."""
    rows = yield fetch_all(_RIVALS, guild_id, user_id, limit)
    found = []
    for row in rows:
        found.append((yield from _rivalry(guild_id, row)))
    return found


def versus(
    guild_id: int, user_id: int, other_id: int, recent: int = 5
) -> Work[tuple[Rivalry | None, list[Meeting]]]:
    """The person's record against ``other_id`` on the server (None when they never
    finished a game together), and their ``recent`` latest games together, newest
    first."""
    row = yield fetch_one(_VERSUS, guild_id, user_id, other_id)
    if row is None:
        return None, []
    rivalry = yield from _rivalry(guild_id, row)
    rows = yield fetch_all(_MEETINGS, guild_id, user_id, other_id, recent)
    return rivalry, [Meeting(*meeting) for meeting in rows]


def _rivalry(guild_id: int, row: Sequence[Any]) -> Work[Rivalry]:
    other, games, wins, losses, shared, margin, last_at = row
    named = yield fetch_one(_NAMES, guild_id, other)
    name = named[1] if named is not None else ""
    return Rivalry(other, name, games, wins, losses, shared, round(float(margin), 2), last_at)
