"""A server's seasons: their rows, their ladders, and a finished game counted in its season.

A season is a row of ``seasons`` (0012_seasons.sql); at most one per server is open, and a
finished game counts in it: the finishing move adds the game to the season's counts and each
person's season row (``count_game``, in its transaction, after the results' write of the
all-time stats), with the same optimistic check as the all-time stats. A season opens and
rolls over in ``rollover``.

Locks are taken in one order everywhere: the season's row, then its people's rows (a
finishing move has taken its people's all-time rows before), so two finishing moves and a
roll never wait on each other in a circle.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from azul_bot.core.db import (
    GameRecord,
    Step,
    Work,
    execute,
    fetch_all,
    fetch_one,
    fetch_value,
)
from azul_bot.core.db.sql.preferences import Preference
from azul_bot.engine import CRYSTAL_1, CRYSTAL_2, GREY
from azul_bot.features.results import LeaderboardSort, RatingConflict, Skill, checked_page

from ..calendar import Period

RANKED_GAMES = 5
"""Rated games a person plays in a season before its ladder ranks them (the partial index
``season_stats_by_rating`` of migration 0012 holds the same number)."""


@dataclass(frozen=True)
class Season:
    """One season of a server's ladder, with the counts its finishing moves kept."""

    guild_id: int
    number: int
    """1 for the server's first season, then 2, 3, ... with none skipped."""
    period: str
    starts_at: float
    ends_at: float
    closed_at: float | None
    """None while it is open: finished games count in it."""
    games: int = 0
    """Games finished in it."""
    grey_games: int = 0
    """Of ``games``, those on the grey wall."""
    ranked: int = 0
    """People with ``RANKED_GAMES`` rated games or more in it: its ladder's size."""
    crystal_games: int = 0
    """Of ``games``, those on the Crystal Mosaic (either side)."""

    @property
    def open(self) -> bool:
        return self.closed_at is None


@dataclass(frozen=True)
class SeasonPlayer:
    """One person's season on a server."""

    user_id: int
    name: str
    games: int
    wins: int
    rated_games: int
    total_score: int
    best_score: int
    rating: float
    """The displayed rating of their season's skill."""
    mu: float
    sigma: float
    rank: int | None
    """Their place on the season's ladder (None: fewer than ``RANKED_GAMES`` rated games)."""


@dataclass(frozen=True)
class SeasonUpdate:
    """What a finished game adds to one person's row in the season it counts in."""

    user_id: int
    name: str
    won: bool
    score: int
    rated: bool
    skill_before: Skill | None
    """Their season skill as read before the finishing move (None: no game of theirs in the
    season yet). A stored one that differs when the move commits: ``RatingConflict``."""
    skill_after: Skill
    rating: float
    """The displayed rating of ``skill_after``."""


@dataclass(frozen=True)
class SeasonCount:
    """What a finishing move writes in the server's open season ``number``, as read before
    it (closed meanwhile: ``SeasonConflict``)."""

    number: int
    players: tuple[SeasonUpdate, ...]


class SeasonConflict(RatingConflict):
    """A finishing move's season is closed (the season rolled since it was read) or is not
    the server's; nothing was written. Rate again in the open season."""

    def __init__(self, game_id: int, season: int) -> None:
        Exception.__init__(
            self,
            f"game {game_id}: season {season} is not open any more; "
            "read the season and the skills again and recompute the outcome",
        )
        self.game_id = game_id
        self.user_id = None
        self.season = season


@dataclass(frozen=True)
class SeasonPage:
    """One page of a season's ladder: only the people it ranks, best rating first."""

    season: Season
    page: int
    pages: int
    total: int
    """``season.ranked`` as the page was read."""
    per_page: int
    entries: tuple[SeasonPlayer, ...]


SEASON_COLUMNS = (
    "guild_id, number, period, starts_at, ends_at, closed_at, games, grey_games, ranked,"
    " crystal_games"
)
"""``Season``'s fields, in its order."""
PLAYER_COLUMNS = (
    "user_id, name, games, wins, rated_games, total_score, best_score, rating, mu, sigma,"
    " final_rank"
)
"""``SeasonPlayer``'s fields, in its order (the rank, as the page it is read in says)."""
RANKED = f"rated_games >= {RANKED_GAMES}"
"""Who a season's ladder ranks; written out, so the planner matches the partial index."""

# ---------------------------------------------------------------------- reading


PERIOD = Preference("season_periods", "guild_id", "period")


def season_period(guild_id: int) -> Work[str]:
    """How long a season of the server's ladder runs: quarterly until its admins choose;
    off where nobody may choose (a group DM, a DM, a server where only its players added the
    app: the host's ``places``)."""
    chosen = yield PERIOD.get(guild_id)
    if chosen:
        return chosen
    visited = yield fetch_value(
        "SELECT count(*) FROM places WHERE channel_id = ? OR guild_id = ?", guild_id, guild_id
    )
    return Period.OFF.value if visited else Period.QUARTERLY.value


def set_season_period(guild_id: int, period: str) -> Work[None]:
    yield PERIOD.put(guild_id, period)


def season(guild_id: int, number: int | None = None) -> Work[Season | None]:
    """Season ``number`` of the server; None: its latest (the open one, else the last
    closed). None for no such season (a server's first opens with ``open_season``)."""
    if number is None:
        row = yield fetch_one(
            f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = ? ORDER BY number DESC LIMIT 1",
            guild_id,
        )
    else:
        row = yield fetch_one(
            f"SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = ? AND number = ?",
            guild_id,
            number,
        )
    return season_row(row)


def season_skills(guild_id: int, number: int, user_ids: Sequence[int]) -> Work[dict[int, Skill]]:
    """The skills in season ``number`` of those of ``user_ids`` who played in it (a finished
    game's ``count_game`` writes them, as the all-time skills are written)."""
    people = sorted(set(user_ids))
    if not people:
        return {}
    marks = ", ".join("?" * len(people))
    rows = yield fetch_all(
        "SELECT user_id, mu, sigma FROM season_stats"
        f" WHERE guild_id = ? AND number = ? AND user_id IN ({marks})",
        guild_id,
        number,
        *people,
    )
    return {user_id: Skill(mu, sigma) for user_id, mu, sigma in rows}


# A page of the ladder: a range of season_stats_by_rating, in its order. Who is ranked is
# the season's row's count, so the page needs no count of its own.
_PAGE = f"""
SELECT {PLAYER_COLUMNS} FROM {{season_stats INDEXED BY season_stats_by_rating}}
 WHERE guild_id = ? AND number = ? AND {RANKED}
 ORDER BY rating DESC, user_id LIMIT ? OFFSET ?"""


def ladder(
    guild_id: int, number: int, page: int = 1, per_page: int = 10
) -> Work[SeasonPage | None]:
    """One page of the season's ladder: the people the season ranks (``RANKED_GAMES`` rated
    games in it or more), best rating first (then by user id), read in one snapshot with the
    season; a page past the end is empty. None: the server has no such season. A range of
    one index, whatever is stored; ``ValueError`` for a page or a page size out of range."""
    checked_page(LeaderboardSort.RATING, page, per_page)
    found = yield from season(guild_id, number)
    if found is None:
        return None
    offset = (page - 1) * per_page
    rows = yield fetch_all(_PAGE, guild_id, number, per_page, offset)
    entries = tuple(_player(row, rank=offset + place) for place, row in enumerate(rows, start=1))
    pages = max(1, math.ceil(found.ranked / per_page))
    return SeasonPage(found, page, pages, found.ranked, per_page, entries)


def most_active(guild_id: int, number: int) -> Work[SeasonPlayer | None]:
    """Who finished the most games in the season, ranked or not (of equals, the smallest
    user id: the answer never changes); None: nobody played."""
    row = yield fetch_one(
        f"SELECT {PLAYER_COLUMNS} FROM season_stats WHERE guild_id = ? AND number = ?"
        " ORDER BY games DESC, user_id LIMIT 1",
        guild_id,
        number,
    )
    return None if row is None else _player(row, rank=row[10])


# ---------------------------------------------------------------------- a finished game

CRYSTAL_CODES = (CRYSTAL_1.code, CRYSTAL_2.code)

_COUNT_GAME = """
UPDATE seasons SET games = games + 1, grey_games = grey_games + ?3,
       crystal_games = crystal_games + ?4
 WHERE guild_id = ?1 AND number = ?2 AND closed_at IS NULL
RETURNING number"""

_PLAYER_INSERT_COLUMNS = (
    "guild_id, number, user_id, name, games, wins, rated_games, total_score, best_score,"
    " mu, sigma, rating, updated_at"
)
# ?1 to ?11: ``_add_season``'s values; ?12, ?13: the season skill read before the move.
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


def count_game(record: GameRecord, count: SeasonCount, now: float) -> Work[None]:
    """The finishing move's part in the open season, in its transaction (after the results'
    rows, ``results.store.apply_outcome``: locks are taken in the order the module says):
    the game counted, each person's season row written in user id order. ``SeasonConflict``
    when the season is not open any more, ``RatingConflict`` when a person's season skill
    moved since it was read."""
    number = count.number
    grey = int(record.variant == GREY.code)
    crystal = int(record.variant in CRYSTAL_CODES)
    counted = yield fetch_value(_COUNT_GAME, record.guild_id, number, grey, crystal)
    if counted is None:
        raise SeasonConflict(record.id, number)
    newly_ranked = 0
    stale = set()
    for player in sorted(count.players, key=lambda player: player.user_id):
        rated_games = yield _add_season(record.guild_id, number, player, now)
        if rated_games is None:
            stale.add(player.user_id)
        elif player.rated and rated_games == RANKED_GAMES:
            newly_ranked += 1
    for player in count.players:
        if player.user_id in stale:
            raise RatingConflict(record.id, player.user_id)
    if newly_ranked:
        yield execute(
            "UPDATE seasons SET ranked = ranked + ? WHERE guild_id = ? AND number = ?",
            newly_ranked,
            record.guild_id,
            number,
        )


def _add_season(guild_id: int, number: int, player: SeasonUpdate, now: float) -> Step:
    """Add the game to the person's season; reads their rated games after it, or None
    (nothing written) when their stored season skill is not ``player.skill_before``."""
    after = player.skill_after
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
        player.rating,
        now,
    )
    before = player.skill_before
    if before is None:
        return fetch_value(_FIRST_GAME, *values)
    return fetch_value(_NEXT_GAME, *values, before.mu, before.sigma)


# ---------------------------------------------------------------------- rows


def season_row(row: Sequence | None) -> Season | None:
    return None if row is None else Season(*row)


def _player(row: Sequence, *, rank: int | None) -> SeasonPlayer:
    fields = (*row[:10], rank)
    return SeasonPlayer(*fields)
