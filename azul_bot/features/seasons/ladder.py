"""``/azul leaderboard season:``: which ladder a server's member asked for, and its page.

``season`` is a value the command's autocomplete offers (``season_choices``): ``current``,
``previous``, a past season's number, or ``all`` (the all-time ladder, in any order); none
given, the current season's while the server keeps one, else the all-time one. A season's
ladder is ranked by rating only, so another ``sort`` asks for the all-time ladder.
"""

from __future__ import annotations

from dataclasses import dataclass

from azul_bot.core import BadInput, Host, safe_name
from azul_bot.features.results import (
    LEADERBOARD_PAGES,
    PAGE_FROM_ONE,
    PROVISIONAL_GAMES,
    Ladder,
    LeaderboardSort,
    LeaderboardView,
    PlayerLine,
    percent_of,
    reliabilities,
)

from . import store as seasonal
from .ids import (
    NO_CURRENT_SEASON,
    NO_PREVIOUS_SEASON,
    NO_SEASONS,
    NO_SUCH_SEASON,
    SEASON_BY_RATING,
    UNKNOWN_SEASON,
)
from .store import RANKED_GAMES, Season, SeasonPlayer

CURRENT = "current"
PREVIOUS = "previous"
ALL_TIME = "all"
PAST = "past"
"""What a ``SeasonChoice`` names: the current season, the one before, the all-time ladder,
or another past season by its number."""
LONGEST_TYPED = 12
"""Longer than any value the option offers: what is typed is said back only this far."""


@dataclass(frozen=True)
class SeasonLadderView:
    """One page of a season's ladder: the season (``number``, its bounds in UNIX seconds,
    ``current`` while it runs) and the people it ranks (``ranked_games`` rated games in it or
    more), best rating first."""

    number: int
    starts_at: float
    ends_at: float
    current: bool
    page: int
    pages: int
    total: int
    players: tuple[PlayerLine, ...]
    ranked_games: int


@dataclass(frozen=True)
class SeasonChoice:
    """One answer the ``season`` option offers: its ``value`` and what it names (``kind``:
    ``CURRENT``, ``PREVIOUS``, ``PAST`` or ``ALL_TIME``; ``number``: the season's)."""

    value: str
    kind: str
    number: int | None = None


class SeasonLadder:
    def __init__(self, host: Host, ladder: Ladder) -> None:
        self._host = host
        self._ladder = ladder

    async def leaderboard(
        self, guild_id: int, season: str | None = None, sort: str | None = None, page: int = 1
    ) -> LeaderboardView | SeasonLadderView:
        """The ladder asked for: a season's (``SeasonLadderView``) or the all-time one."""
        if page < 1:
            raise BadInput(PAGE_FROM_ONE)
        by_rating = sort is None or sort == LeaderboardSort.RATING
        asked = _asked(season)
        if asked == ALL_TIME or (asked is None and not by_rating):
            return await self._ladder.leaderboard(guild_id, sort or LeaderboardSort.RATING, page)
        if not by_rating:
            raise BadInput(SEASON_BY_RATING)
        latest = await self._latest(guild_id)
        if asked is None:
            if latest is None or not latest.open:
                return await self._ladder.leaderboard(guild_id, LeaderboardSort.RATING, page)
            asked = CURRENT
        return await self._page(guild_id, _number(asked, latest), page)

    async def season_choices(self, guild_id: int) -> list[SeasonChoice]:
        """What the ``season`` option offers on this server: the current season, the one
        before, every other past one (latest first), then the all-time ladder."""
        latest = await self._latest(guild_id)
        choices = []
        if latest is not None:
            previous = latest.number - 1 if latest.open else latest.number
            if latest.open:
                choices.append(SeasonChoice(CURRENT, CURRENT, latest.number))
            if previous >= 1:
                choices.append(SeasonChoice(PREVIOUS, PREVIOUS, previous))
            choices += [SeasonChoice(str(n), PAST, n) for n in range(previous - 1, 0, -1)]
        choices.append(SeasonChoice(ALL_TIME, ALL_TIME))
        return choices

    async def current(self, guild_id: int) -> tuple[int, float] | None:
        """The number and the start of the server's open season; None: none is open (what
        the results' progress marks, ``Progress.current_season``)."""
        latest = await self._latest(guild_id)
        return None if latest is None or not latest.open else (latest.number, latest.starts_at)

    async def _latest(self, guild_id: int) -> Season | None:
        return await self._host.read(self._host.store.read(seasonal.season(guild_id)))

    async def _page(self, guild_id: int, number: int, page: int) -> SeasonLadderView:
        store = self._host.store
        shown = await self._host.read(store.read(seasonal.ladder(guild_id, number, page)))
        if shown is None:  # cannot be: the number was checked against the latest
            raise BadInput(NO_SUCH_SEASON, number=number, latest=number - 1)
        if not shown.entries and shown.total and page > shown.pages:
            raise BadInput(LEADERBOARD_PAGES, pages=shown.pages)
        season = shown.season
        people = [player.user_id for player in shown.entries]
        known = await self._host.read(store.read(reliabilities(guild_id, people))) if people else {}
        return SeasonLadderView(
            number=season.number,
            starts_at=season.starts_at,
            ends_at=season.ends_at,
            current=season.open,
            page=page,
            pages=shown.pages,
            total=shown.total,
            players=tuple(
                _line(player, percent_of(known[player.user_id].share))
                if player.user_id in known
                else _line(player, None)
                for player in shown.entries
            ),
            ranked_games=RANKED_GAMES,
        )


def _asked(season: str | None) -> str | int | None:
    """What a typed ``season`` names: a word of ours, a season's number, or None."""
    if season is None or not season.strip():
        return None
    typed = season.strip().lower().lstrip("#")
    if typed in (CURRENT, PREVIOUS, ALL_TIME):
        return typed
    if typed in ("all-time", "alltime"):
        return ALL_TIME
    if typed.isdigit() and len(typed) <= 6:
        return int(typed)
    raise BadInput(UNKNOWN_SEASON, typed=safe_name(season[:LONGEST_TYPED]))


def _number(asked: str | int, latest: Season | None) -> int:
    """The number of the season asked for, checked against the server's latest."""
    if latest is None:
        raise BadInput(NO_SEASONS)
    if asked == CURRENT:
        if not latest.open:
            raise BadInput(NO_CURRENT_SEASON, latest=latest.number)
        return latest.number
    if asked == PREVIOUS:
        previous = latest.number - 1 if latest.open else latest.number
        if previous < 1:
            raise BadInput(NO_PREVIOUS_SEASON)
        return previous
    assert isinstance(asked, int)
    if not 1 <= asked <= latest.number:
        raise BadInput(NO_SUCH_SEASON, number=asked, latest=latest.number)
    return asked


def _line(player: SeasonPlayer, finished: int | None) -> PlayerLine:
    """A ranked person's season as a ladder line (ranked: never provisional there), with
    the share of their games they finish (``finished``, whole percent; None: unknown)."""
    return PlayerLine(
        name=safe_name(player.name),
        rank=player.rank,
        rating=round(player.rating),
        provisional=player.rated_games < PROVISIONAL_GAMES,
        rated_games=player.rated_games,
        games=player.games,
        wins=player.wins,
        win_rate=player.wins / player.games,
        average_score=player.total_score / player.games,
        best_score=player.best_score,
        finished=finished,
    )
