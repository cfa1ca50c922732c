"""What the results read of a server's finished games, and write in the transactions of the
moves through the host's hooks.

Every read of a ladder or of a person's latest rows is a range of one index, so it costs the
same with a hundred games stored or millions.
"""

from __future__ import annotations

import math
import statistics
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from azul_bot.core.db import (
    Step,
    Work,
    fetch_all,
    fetch_one,
    fetch_value,
)
from azul_bot.core.db.rows import MAX_PER_PAGE
from azul_bot.engine import CLASSIC, VARIANTS

from ..model import LeaderboardSort, Skill

RECENT_TURNS = 100
"""A person's typical turn is the median of their latest this many timed turns (the turns
each person's moves keep)."""
RECENT_GAMES = 50
"""A person's share of finished games is over their latest this many counted games."""
SHARE_AFTER = 5
"""Counted games before a share of finished games is said: fewer say too little."""


@dataclass(frozen=True)
class PlayerStats:
    user_id: int
    name: str
    games: int
    wins: int
    win_rate: float
    average_score: float
    best_score: int
    rows: int
    columns: int
    colors: int
    rating: float
    """The displayed rating, as the service computed it when the person's last game ended."""
    mu: float
    sigma: float
    rated_games: int
    """Finished games that counted for the rating (the service calls a player with few of
    them provisional)."""
    rank: int | None
    """Position in the order the page came from; from ``player_stats`` the position on the
    server's rating leaderboard (every player with a finished game has one)."""
    walls: tuple[tuple[str, int], ...] = ()
    """Of ``games``, those played on each wall other than the classic one, as ``(variant
    code, games)`` in the engine's order of variants, the walls never played left out; read
    by ``player_stats`` only. Ratings and the other figures count every wall together."""


@dataclass(frozen=True)
class LeaderboardPage:
    sort: LeaderboardSort
    page: int
    pages: int
    total: int
    per_page: int
    entries: tuple[PlayerStats, ...]
    """Everyone with at least one finished game on the server, in every order."""


@dataclass(frozen=True)
class Reliability:
    """How one person finishes their games on a server, from their latest results and turns
    (``reliabilities``)."""

    user_id: int
    games: int
    """Their counted games among the latest ``RECENT_GAMES`` (finished or abandoned)."""
    finished: int
    """Of ``games``, those they finished in their own seat."""
    share: float | None
    """``finished / games`` (0 to 1); None below ``SHARE_AFTER`` games."""
    turn_median: float | None
    """The median seconds of their latest ``RECENT_TURNS`` turns; None before their first."""


# ---------------------------------------------------------------------- a finished game


def skills(guild_id: int, user_ids: Sequence[int]) -> Work[dict[int, Skill]]:
    """The stored skills of those of ``user_ids`` who have stats on this server."""
    people = sorted(set(user_ids))
    if not people:
        return {}
    marks = ", ".join("?" * len(people))
    rows = yield fetch_all(
        f"SELECT user_id, mu, sigma FROM player_stats WHERE guild_id = ? AND user_id IN ({marks})",
        guild_id,
        *people,
    )
    return {user_id: Skill(mu, sigma) for user_id, mu, sigma in rows}


# ---------------------------------------------------------------------- stats and the ladder

STATS_COLUMNS = """
    user_id, name, games, wins, win_rate, average_score, best_score, rows, columns, colors,
    rating, mu, sigma, rated_games"""

# Each order ends in user_id so that pages never overlap, and each is exactly the column
# order of one index (INDEX): with guild_id fixed, a page is a range of that index, read in
# order, never a sort of the whole server.
ORDER = {
    LeaderboardSort.RATING: "rating DESC, user_id",
    LeaderboardSort.WINS: "wins DESC, games, user_id",
    LeaderboardSort.WIN_RATE: "win_rate DESC, games DESC, user_id",
    LeaderboardSort.AVERAGE: "average_score DESC, games DESC, user_id",
    LeaderboardSort.BEST: "best_score DESC, games DESC, user_id",
}
INDEX = {sort: f"player_stats_by_{sort.value}" for sort in LeaderboardSort}
"""The index of each order."""

# Ahead: a higher rating, or the same rating and a smaller id (the page order); both counts
# are ranges of player_stats_by_rating.
_ONE_PLAYER = f"""
SELECT {STATS_COLUMNS},
       (SELECT count(*) FROM player_stats AS ahead
         WHERE ahead.guild_id = me.guild_id AND ahead.rating > me.rating)
     + (SELECT count(*) FROM player_stats AS ahead
         WHERE ahead.guild_id = me.guild_id AND ahead.rating = me.rating
           AND ahead.user_id < me.user_id)
  FROM player_stats AS me
 WHERE guild_id = ? AND user_id = ?"""

# The person's finished games on each wall other than the classic one (the results rows are
# those of finished games).
_OTHER_WALLS = """
SELECT games.variant, count(*) FROM seats
  JOIN results ON results.game_id = seats.game_id AND results.position = seats.position
  JOIN games ON games.id = seats.game_id
 WHERE games.guild_id = ? AND seats.user_id = ? AND games.variant <> ?
 GROUP BY games.variant"""


def player_stats(guild_id: int, user_id: int) -> Work[PlayerStats | None]:
    """One person's stats on this server with ``rank`` their place on the rating
    leaderboard; None before their first finished game there."""
    row = yield fetch_one(_ONE_PLAYER, guild_id, user_id)
    if row is None:
        return None
    counts = dict((yield fetch_all(_OTHER_WALLS, guild_id, user_id, CLASSIC.code)))
    walls = tuple((code, counts[code]) for code in VARIANTS if code in counts)
    return replace(_stats(row, rank=row[14] + 1), walls=walls)


def leaderboard(
    guild_id: int,
    sort: LeaderboardSort | str = LeaderboardSort.RATING,
    page: int = 1,
    per_page: int = 10,
) -> Work[LeaderboardPage]:
    """One page (from 1; ``per_page`` 1 to 100, else ``ValueError``) of everyone with a
    finished game on the server, in ``sort`` order, each order ending in the user id so
    pages never overlap; read in one snapshot, so the total and the page agree. A page past
    the end is empty."""
    order = checked_page(sort, page, per_page)
    total = yield fetch_value("SELECT count(*) FROM player_stats WHERE guild_id = ?", guild_id)
    rows = yield fetch_all(page_query(order), guild_id, per_page, (page - 1) * per_page)
    offset = (page - 1) * per_page
    return LeaderboardPage(
        sort=order,
        page=page,
        pages=max(1, math.ceil(total / per_page)),
        total=total,
        per_page=per_page,
        entries=tuple(_stats(row, rank=offset + index) for index, row in enumerate(rows, start=1)),
    )


def page_query(sort: LeaderboardSort) -> str:
    """A page in ``sort``'s order, a range of its index."""
    return (
        f"SELECT {STATS_COLUMNS} FROM {{player_stats INDEXED BY {INDEX[sort]}}}"
        f" WHERE guild_id = ? ORDER BY {ORDER[sort]} LIMIT ? OFFSET ?"
    )


def checked_page(sort: LeaderboardSort | str, page: int, per_page: int) -> LeaderboardSort:
    """``sort`` as an order; ``ValueError`` for a page or a page size out of range."""
    sort = LeaderboardSort(sort)
    if page < 1:
        raise ValueError(f"pages are numbered from 1, not {page}")
    if not 1 <= per_page <= MAX_PER_PAGE:
        raise ValueError(f"per_page must be 1 to {MAX_PER_PAGE}, not {per_page}")
    return sort


def _stats(row: Sequence[Any], *, rank: int | None) -> PlayerStats:
    """A stats row: ``STATS_COLUMNS`` are ``PlayerStats``'s fields, in its order."""
    fields = (*row[:14], rank)
    return PlayerStats(*fields)


# ---------------------------------------------------------------------- who finishes

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


def reliabilities(guild_id: int, user_ids: Sequence[int]) -> Work[dict[int, Reliability]]:
    """How each of ``user_ids`` finishes their games on this server, by user id, in one
    snapshot (everyone asked is in it; someone new has no games and no turns): of their
    latest ``RECENT_GAMES`` counted results (a seat's ``SeatResult.abandoned`` not None), how
    many they finished, and the median of their latest ``RECENT_TURNS`` turn times. The
    people asked about are read in one statement per table, each person's rows a bounded
    subquery of their own."""
    people = sorted(set(user_ids))
    found: dict[int, Reliability] = {}
    for start in range(0, len(people), PEOPLE_A_STATEMENT):
        some = people[start : start + PEOPLE_A_STATEMENT]
        games = yield fetch_all(
            " UNION ALL ".join([LATEST_GAMES] * len(some)),
            *(value for user_id in some for value in (user_id, guild_id, user_id)),
        )
        turns = yield fetch_all(
            " UNION ALL ".join([LATEST_TURNS] * len(some)),
            *(value for user_id in some for value in (guild_id, user_id)),
        )
        seconds: dict[int, list[float]] = defaultdict(list)
        for user_id, taken in turns:
            seconds[user_id].append(taken)
        for user_id, counted, finished in games:
            found[user_id] = _reliability(user_id, counted, finished, seconds[user_id])
    return found


def _reliability(user_id: int, games: int, finished: int, seconds: Sequence[float]) -> Reliability:
    """A person's latest counted games (``games``, ``finished`` of them) and the seconds of
    their latest turns, as the record says them."""
    return Reliability(
        user_id=user_id,
        games=games,
        finished=finished,
        share=finished / games if games >= SHARE_AFTER else None,
        turn_median=statistics.median(seconds) if seconds else None,
    )
