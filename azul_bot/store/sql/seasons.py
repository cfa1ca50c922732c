"""Seasons: a server's ladder that starts again every month or quarter, beside the all-time one.

A season is a row of ``seasons`` (0012_seasons.sql); at most one per server is open, and a
finished game counts in it: the finishing move (``count_game``, inside ``apply_outcome``)
adds the game to the season's counts and each person's season row, with the same optimistic
check as the all-time stats. The roll (``roll``) closes a season that has ended, freezes its
ranks, opens the next, moves the server's timer and queues the standings' announcement, all in
one transaction: a crash before it commits leaves the season open and its timer due again, a
crash after it leaves nothing to do twice.

Locks are taken in one order everywhere: the season's row, then its people's rows (a
finishing move has taken its people's all-time rows before), so two finishing moves and a
roll never wait on each other in a circle.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from azul_bot.engine import CRYSTAL_1, CRYSTAL_2, GREY

from ..errors import RatingConflict, SeasonConflict
from ..records import (
    RANKED_GAMES,
    GameRecord,
    Notice,
    Outcome,
    PlayerUpdate,
    Season,
    SeasonPage,
    SeasonPlayer,
    SeasonStart,
    Skill,
)
from .outbox import queue_club_post
from .steps import Step, Work, execute, fetch_all, fetch_one, fetch_value
from .timers import complete_timer, set_club_timer

SEASON_COLUMNS = (
    "guild_id, number, period, starts_at, ends_at, closed_at, games, grey_games, crystal_games,"
    " ranked"
)
PLAYER_COLUMNS = (
    "user_id, name, games, wins, rated_games, total_score, best_score, rating, mu, sigma,"
    " final_rank"
)
CRYSTAL_CODES = (CRYSTAL_1.code, CRYSTAL_2.code)
RANKED = f"rated_games >= {RANKED_GAMES}"
"""Who a season's ladder ranks; written out, so the planner matches the partial index."""

# ---------------------------------------------------------------------- reading


def season(guild_id: int, number: int | None) -> Step:
    """Season ``number`` of the server; None: its latest (the open one, else the last)."""
    if number is None:
        return fetch_one(
            f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = ? ORDER BY number DESC LIMIT 1",
            guild_id,
            then=_season,
        )
    return fetch_one(
        f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = ? AND number = ?",
        guild_id,
        number,
        then=_season,
    )


def season_skills(guild_id: int, number: int, user_ids: Sequence[int]) -> Step:
    """The season skills of those of ``user_ids`` (at least one) who played in it."""
    marks = ", ".join("?" * len(user_ids))
    return fetch_all(
        "SELECT user_id, mu, sigma FROM season_stats"
        f" WHERE guild_id = ? AND number = ? AND user_id IN ({marks})",
        guild_id,
        number,
        *user_ids,
        then=lambda rows: {user_id: Skill(mu, sigma) for user_id, mu, sigma in rows},
    )


# A page of the ladder: a range of season_stats_by_rating, in its order. Who is ranked is
# the season's row's count, so the page needs no count of its own.
_PAGE = f"""
SELECT {PLAYER_COLUMNS} FROM {{season_ladder}}
 WHERE guild_id = ? AND number = ? AND {RANKED}
 ORDER BY rating DESC, user_id LIMIT ? OFFSET ?"""


def ladder(guild_id: int, number: int, page: int, per_page: int) -> Work[SeasonPage | None]:
    """One page of the season's ladder, read in one snapshot with the season; None: the
    server has no such season."""
    found = yield season(guild_id, number)
    if found is None:
        return None
    offset = (page - 1) * per_page
    rows = yield fetch_all(_PAGE, guild_id, number, per_page, offset)
    entries = tuple(_player(row, rank=offset + place) for place, row in enumerate(rows, start=1))
    pages = max(1, math.ceil(found.ranked / per_page))
    return SeasonPage(found, page, pages, found.ranked, per_page, entries)


def most_active(guild_id: int, number: int) -> Step:
    """Who finished the most games in the season, ranked or not (of equals, the smallest
    user id: the answer never changes); None: nobody played."""
    return fetch_one(
        f"SELECT {PLAYER_COLUMNS} FROM season_stats WHERE guild_id = ? AND number = ?"
        " ORDER BY games DESC, user_id LIMIT 1",
        guild_id,
        number,
        then=lambda row: None if row is None else _player(row, rank=row[10]),
    )


# ---------------------------------------------------------------------- opening

PERIODS = ("monthly", "quarterly")


def check_start(start: SeasonStart) -> None:
    """A season's bounds as the schema takes them; ``ValueError`` otherwise."""
    if start.period not in PERIODS:
        raise ValueError(f"a season is monthly or quarterly, not {start.period!r}")
    if not start.ends_at > start.starts_at:
        raise ValueError(f"a season ends after it starts: {start}")


# The server's next number, unless it has an open season (the partial unique index refuses
# a second: two openers racing open one).
_OPEN = f"""
INSERT INTO seasons (guild_id, number, period, starts_at, ends_at)
SELECT CAST(?1 AS bigint), coalesce(max(number), 0) + 1, CAST(?2 AS text),
       CAST(?3 AS double precision), CAST(?4 AS double precision)
  FROM seasons WHERE guild_id = ?1
ON CONFLICT DO NOTHING
RETURNING {SEASON_COLUMNS}"""


def open_season(guild_id: int, start: SeasonStart, timer: str) -> Work[Season]:
    """The server's open season; with none, the next opens with ``start``'s bounds and its
    ``timer`` (a club timer of the server) is set at its end."""
    opened = yield fetch_one(_OPEN, guild_id, start.period, start.starts_at, start.ends_at)
    if opened is None:
        found = yield _open_one(guild_id)
        if found is None:  # cannot be: the insert was refused for an open one
            raise RuntimeError(f"server {guild_id}: no season opened and none open")
        return found
    season = _season(opened)
    assert season is not None  # a row came back
    yield set_club_timer(timer, season.ends_at, guild_id=guild_id)
    return season


def _open_one(guild_id: int) -> Step:
    return fetch_one(
        f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = ? AND closed_at IS NULL",
        guild_id,
        then=_season,
    )


# ---------------------------------------------------------------------- a finished game

_COUNT_GAME = """
UPDATE seasons SET games = games + 1, grey_games = grey_games + ?3,
       crystal_games = crystal_games + ?4
 WHERE guild_id = ?1 AND number = ?2 AND closed_at IS NULL
RETURNING number"""

_PLAYER_INSERT_COLUMNS = (
    "guild_id, number, user_id, name, games, wins, rated_games, total_score, best_score,"
    " mu, sigma, rating, updated_at"
)
# ?1 to ?11: ``_values``; ?12, ?13: the season skill the service read.
_FIRST_GAME = f"""
INSERT INTO season_stats ({_PLAYER_INSERT_COLUMNS})
VALUES (?1, ?2, ?3, ?4, 1, ?5, ?6, ?7, ?7, ?8, ?9, ?10, ?11)
ON CONFLICT (guild_id, number, user_id) DO NOTHING
RETURNING rated_games"""

_NEXT_GAME = """
UPDATE season_stats SET
    name = ?4,
    games = games + 1,
    wins = wins + ?5,
    rated_games = rated_games + ?6,
    total_score = total_score + ?7,
    best_score = CASE WHEN best_score >= ?7 THEN best_score ELSE ?7 END,
    mu = ?8,
    sigma = ?9,
    rating = ?10,
    updated_at = ?11
WHERE guild_id = ?1 AND number = ?2 AND user_id = ?3 AND mu = ?12 AND sigma = ?13
RETURNING rated_games"""


def count_game(record: GameRecord, outcome: Outcome, now: float) -> Work[None]:
    """The finishing move's part in the open season: the game counted, each person's season
    row written. ``SeasonConflict`` when the season is not open any more, ``RatingConflict``
    when a person's season skill moved since the service read it."""
    number = outcome.season
    if number is None:
        return
    grey = int(record.variant == GREY.code)
    crystal = int(record.variant in CRYSTAL_CODES)
    counted = yield fetch_value(_COUNT_GAME, record.guild_id, number, grey, crystal)
    if counted is None:
        raise SeasonConflict(record.id, number)
    newly_ranked = 0
    stale = set()
    for player in sorted(outcome.players, key=lambda player: player.user_id):
        rated_games = yield _add_season(record.guild_id, number, player, now)
        if rated_games is None:
            stale.add(player.user_id)
        elif player.rated and rated_games == RANKED_GAMES:
            newly_ranked += 1
    for player in outcome.players:
        if player.user_id in stale:
            raise RatingConflict(record.id, player.user_id)
    if newly_ranked:
        yield execute(
            "UPDATE seasons SET ranked = ranked + ? WHERE guild_id = ? AND number = ?",
            newly_ranked,
            record.guild_id,
            number,
        )


def _add_season(guild_id: int, number: int, player: PlayerUpdate, now: float) -> Step:
    """Add the game to the person's season; reads their rated games after it, or None
    (nothing written) when their stored season skill is not ``season_skill_before``."""
    after, rating = player.season_skill_after, player.season_rating
    if after is None or rating is None:
        raise ValueError(f"user {player.user_id}: an outcome with a season needs their season")
    values = (
        guild_id,
        number,
        player.user_id,
        player.name,
        int(player.won),
        int(player.rated),
        player.score,
        after.mu,
        after.sigma,
        rating,
        now,
    )
    before = player.season_skill_before
    if before is None:
        return fetch_value(_FIRST_GAME, *values)
    return fetch_value(_NEXT_GAME, *values, before.mu, before.sigma)


# ---------------------------------------------------------------------- the roll

_CLOSE = f"""
UPDATE seasons SET closed_at = ?3
 WHERE guild_id = ?1 AND number = ?2 AND closed_at IS NULL AND ends_at <= ?3
RETURNING {SEASON_COLUMNS}"""

# Every ranked person's place, in the ladder's order, in one statement.
_FREEZE = f"""
UPDATE season_stats SET final_rank = ranked.place
  FROM (SELECT user_id, row_number() OVER (ORDER BY rating DESC, user_id) AS place
          FROM season_stats WHERE guild_id = ?1 AND number = ?2 AND {RANKED}) AS ranked
 WHERE season_stats.guild_id = ?1 AND season_stats.number = ?2
   AND season_stats.user_id = ranked.user_id"""

_OPEN_NEXT = f"""
INSERT INTO seasons (guild_id, number, period, starts_at, ends_at)
VALUES (?, ?, ?, ?, ?)
RETURNING {SEASON_COLUMNS}"""


def roll(
    guild_id: int,
    number: int,
    now: float,
    *,
    fired: int,
    following: SeasonStart | None,
    timer: str,
    channel_id: int | None,
    notice: Notice | None,
    payload: str | None,
) -> Work[Season | None]:
    """Close season ``number`` if it is open and has ended by ``now``; see ``Store.roll_season``.
    Returns the season closed; None when there was nothing to roll."""
    closed = yield fetch_one(_CLOSE, guild_id, number, now)
    if closed is None:
        still = yield _open_one(guild_id)
        if still is not None and still.number == number:
            # Fired before the season's end (another process's clock ran ahead): again then.
            yield complete_timer(fired)
            yield set_club_timer(timer, still.ends_at, guild_id=guild_id)
        return None
    ended = _season(closed)
    yield execute(_FREEZE, guild_id, number)
    # The fired timer goes first: setting the server's timer again moves the row it holds.
    yield complete_timer(fired)
    if following is not None:
        yield fetch_one(
            _OPEN_NEXT,
            guild_id,
            number + 1,
            following.period,
            following.starts_at,
            following.ends_at,
        )
        yield set_club_timer(timer, following.ends_at, guild_id=guild_id)
    if channel_id is not None and notice is not None and payload is not None:
        yield queue_club_post(channel_id, notice, payload)
    return ended


# ---------------------------------------------------------------------- rows


def _season(row: Sequence | None) -> Season | None:
    if row is None:
        return None
    guild_id, number, period, starts_at, ends_at, closed_at, games, grey, crystal, ranked = row
    return Season(
        guild_id, number, period, starts_at, ends_at, closed_at, games, grey, ranked, crystal
    )


def _player(row: Sequence, *, rank: int | None) -> SeasonPlayer:
    user_id, name, games, wins, rated_games, total, best, rating, mu, sigma, _ = row
    return SeasonPlayer(
        user_id, name, games, wins, rated_games, total, best, rating, mu, sigma, rank
    )
