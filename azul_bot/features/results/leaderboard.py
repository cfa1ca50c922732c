"""A server's ladder: the leaderboard of its players and each one's stats."""

from __future__ import annotations

import contextlib
import math
from dataclasses import dataclass, replace

from azul_bot.core import BadInput, Host, Memo, safe_name
from azul_bot.core.db import StoreError

from . import reliability, store
from .ids import LEADERBOARD_PAGES, PAGE_FROM_ONE, UNKNOWN_SORT
from .model import LeaderboardSort
from .progress import Progress, ProgressFacts
from .ratings import PROVISIONAL_GAMES
from .reliability import ReliabilityLine
from .store import PlayerStats
from .store.everywhere import Everywhere, Place, everywhere, name_server, places


@dataclass(frozen=True)
class PlayerLine:
    """A player's record on a server: ``rank`` on the ladder shown (None: unranked);
    ``provisional`` while the rating rests on too few rated games."""

    name: str
    """Made safe for chat text."""
    rank: int | None
    rating: int
    provisional: bool
    rated_games: int
    games: int
    wins: int
    win_rate: float
    average_score: float
    best_score: int
    rows: int = 0
    columns: int = 0
    colors: int = 0
    walls: tuple[tuple[str, int], ...] = ()
    """Of ``games``, those on each wall but the classic one, as ``(variant code, games)``
    (stats only; ratings count every wall together)."""
    finished: int | None = None
    """The share of their games they finish, in whole percent (a season's ladder only;
    None: too few games to say)."""


@dataclass(frozen=True)
class LeaderboardView:
    """One page of a server's ladder, sorted by ``sort`` (a ``LeaderboardSort`` value)."""

    sort: str
    page: int
    pages: int
    total: int
    players: tuple[PlayerLine, ...]
    provisional_games: int
    """Rated games a rating needs before it is no longer provisional."""


@dataclass(frozen=True)
class StatsView:
    """A member's record on a server; ``player`` is None before their first finished game."""

    name: str
    player: PlayerLine | None
    provisional_games: int
    reliability: ReliabilityLine | None = None
    """How they finish their games, and their typical turn."""
    progress: ProgressFacts | None = None
    """Their rating over time, games per month and rivals (None before their first game)."""
    picture: bytes | None = None
    """``progress`` drawn in the reader's words (None: not drawn)."""
    everywhere: Everywhere | None = None
    """Their games in every place they played, when that is more than this one (or asked)."""
    places: tuple[Place, ...] = ()
    """Those games place by place, when asked."""


def player_line(stats: PlayerStats) -> PlayerLine:
    """A player's record as shown: the rating rounded, provisional while it rests on fewer
    than ``PROVISIONAL_GAMES`` rated games."""
    return PlayerLine(
        name=safe_name(stats.name),
        rank=stats.rank,
        rating=round(stats.rating),
        provisional=stats.rated_games < PROVISIONAL_GAMES,
        rated_games=stats.rated_games,
        games=stats.games,
        wins=stats.wins,
        win_rate=stats.win_rate,
        average_score=stats.average_score,
        best_score=stats.best_score,
        rows=stats.rows,
        columns=stats.columns,
        colors=stats.colors,
        walls=stats.walls,
    )


class Ladder:
    def __init__(self, host: Host, progress: Progress | None = None) -> None:
        self._host = host
        self._progress = progress or Progress(host)
        self._names: Memo[int, str] = Memo(math.inf)
        """The servers' names as last seen, so an interaction writes only a change (a
        process writes each server's name once, then only when it is renamed)."""

    async def saw_server(self, guild_id: int, name: str) -> None:
        """A server's name, as an interaction there shows it (a store that cannot be used
        now refuses nothing: the next interaction tries again)."""
        if self._names.get(guild_id) != name:
            with contextlib.suppress(StoreError):
                await self._host.store.write(name_server(guild_id, name))
                self._names.put(guild_id, name)

    async def leaderboard(
        self, guild_id: int, sort: str = "rating", page: int = 1
    ) -> LeaderboardView:
        try:
            order = LeaderboardSort(sort)
        except ValueError:
            raise BadInput(UNKNOWN_SORT) from None
        if page < 1:
            raise BadInput(PAGE_FROM_ONE)
        board = await self._host.read(
            self._host.store.read(store.leaderboard(guild_id, order, page))
        )
        if not board.entries and board.total and page > board.pages:
            raise BadInput(LEADERBOARD_PAGES, pages=board.pages)
        return LeaderboardView(
            order.value,
            page,
            board.pages,
            board.total,
            tuple(player_line(entry) for entry in board.entries),
            PROVISIONAL_GAMES,
        )

    async def stats(
        self,
        guild_id: int,
        user_id: int,
        name: str,
        locale: str | None = None,
        *,
        by_place: bool = False,
    ) -> StatsView:
        """A member's record, with their progress drawn in ``locale``'s words once they have
        finished a game (``by_place``: and their games in each place they played)."""
        read = self._host.store.read
        stats = await self._host.read(read(store.player_stats(guild_id, user_id)))
        line = player_line(stats) if stats is not None and stats.games else None
        known = await self._host.read(read(store.reliabilities(guild_id, [user_id])))
        finishes = reliability.line_of(known[user_id])
        total: Everywhere = await self._host.read(read(everywhere(user_id)))
        shown = StatsView(
            safe_name(name),
            line,
            PROVISIONAL_GAMES,
            reliability=finishes,
            everywhere=total if total.places > 1 or by_place else None,
            places=tuple(await self._host.read(read(places(user_id)))) if by_place else (),
        )
        if line is None:
            return shown
        share = None if finishes.percent is None else finishes.percent / 100
        facts = await self._progress.facts(
            guild_id, user_id, name, provisional=line.provisional, finished_share=share
        )
        picture = await self._progress.picture(facts, locale)
        return replace(shown, progress=facts, picture=picture)
