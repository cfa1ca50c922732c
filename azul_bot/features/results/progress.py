"""A player's progress, for ``/azul stats``, and their record against one other person.
Reads only. The calendar is UTC's, where the seasons' edges lie.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime

from azul_bot.core import BadInput, Host, PictureDrawer, safe_name

from .ids import VERSUS_BOT, VERSUS_SELF
from .model import Skill
from .ratings import displayed_rating
from .store import progress as reads
from .store.progress import Meeting, UnratedGame

log = logging.getLogger("azul.progress")

HISTORY = 1000
"""Rated games the chart shows at most, the latest (a point each: more would be one line)."""
MONTHS = 12
"""How many months the bars show, the current one last."""
RIVALS = 3
"""The people met most that the picture names."""
RECENT = 5
"""The last games together that a record against someone lists."""


@dataclass(frozen=True)
class ProgressFacts:
    """What the picture shows of a player: their ``name`` as typed; ``ratings``, their
    displayed rating after each rated game as ``(finished_at, rating)`` in the order of the
    games (``provisional`` while they have too few); the current ``season``'s number and
    ``season_start`` (None: the server keeps no season open); their games in each month as
    ``(year, month, games)``, oldest first (none: no bars); the share of their games they
    finish, 0 to 1 (None: not known yet); their ``rivals`` as ``(name, wins, losses,
    shared)``, the most met first."""

    name: str
    ratings: tuple[tuple[float, float], ...] = ()
    provisional: bool = False
    season: int | None = None
    season_start: float | None = None
    months: tuple[tuple[int, int, int], ...] = ()
    finished_share: float | None = None
    rivals: tuple[tuple[str, int, int, int], ...] = ()
    unrated: str | None = None
    """Without a rated game, why their latest game did not count: ``COACHED`` (a hint was
    used), ``NOT_COUNTED`` (a tournament that does not count) or ``ALONE`` (fewer than two
    people played it); None otherwise."""


COACHED = "coached"
NOT_COUNTED = "not_counted"
ALONE = "alone"


def unrated_reason(game: UnratedGame | None) -> str | None:
    """Why ``game`` moved no rating, as play tells it when the game ends."""
    if game is None:
        return None
    if not game.counted:
        return NOT_COUNTED
    return COACHED if game.coached else ALONE


def last_months(
    counts: Mapping[tuple[int, int], int], now: float, months: int = MONTHS
) -> tuple[tuple[int, int, int], ...]:
    """The ``months`` months up to the one of ``now`` (UTC), oldest first, each with its
    games from ``counts`` (keyed by ``(year, month)``; a month it lacks had none)."""
    last = _month_index(now)
    found = []
    for index in range(last - months + 1, last + 1):
        year, month = divmod(index, 12)
        found.append((year, month + 1, counts.get((year, month + 1), 0)))
    return tuple(found)


def _month_index(moment: float) -> int:
    day = datetime.fromtimestamp(moment, UTC)
    return day.year * 12 + day.month - 1


def months_start(now: float, months: int = MONTHS) -> float:
    """The first moment of the oldest of the ``months`` months up to ``now``'s (UTC)."""
    year, month = divmod(_month_index(now) - months + 1, 12)
    return datetime(year, month + 1, 1, tzinfo=UTC).timestamp()


def month_counts(moments: list[float]) -> Counter[tuple[int, int]]:
    found: Counter[tuple[int, int]] = Counter()
    for moment in moments:
        day = datetime.fromtimestamp(moment, UTC)
        found[day.year, day.month] += 1
    return found


@dataclass(frozen=True)
class MeetingLine:
    """One finished game two people played, seen from the first: where its last message is
    (``channel_id``, ``message_id``: None when it was never posted), when it finished, both
    scores and how it went for the first (``won``: True, False, or None for a shared place)."""

    game_id: int
    channel_id: int
    message_id: int | None
    finished_at: float
    score: int
    their_score: int
    won: bool | None


@dataclass(frozen=True)
class VersusView:
    """A person's record against another on a server (names made safe for chat text):
    ``games`` finished together (0: never), ``wins`` placed above them, ``losses`` below,
    ``shared``; ``margin``, the average of the person's score minus theirs; the latest
    ``meetings``, newest first."""

    guild_id: int
    name: str
    other_name: str
    games: int = 0
    wins: int = 0
    losses: int = 0
    shared: int = 0
    margin: float = 0.0
    meetings: tuple[MeetingLine, ...] = ()


def meeting_line(meeting: Meeting) -> MeetingLine:
    rank, theirs = meeting.rank, meeting.their_rank
    return MeetingLine(
        meeting.game_id,
        meeting.channel_id,
        meeting.message_id,
        meeting.finished_at,
        meeting.score,
        meeting.their_score,
        None if rank == theirs else rank < theirs,
    )


class Progress:
    """A player's progress and records against others, read from the store."""

    def __init__(self, host: Host, draw: PictureDrawer | None = None) -> None:
        self._host = host
        self._draw = draw
        self.current_season: Callable[[int], Awaitable[tuple[int, float] | None]] | None = None
        """The number and the start of a server's open season, as the seasons (a feature
        after this one) tell it; None: no season is marked."""

    async def facts(
        self,
        guild_id: int,
        user_id: int,
        name: str,
        *,
        provisional: bool,
        finished_share: float | None,
    ) -> ProgressFacts:
        """The person's progress on the server, up to now."""
        host, read = self._host, self._host.store.read
        now = host.clock.now()
        rated = await host.read(read(reads.rating_history(guild_id, user_id, limit=HISTORY)))
        since = months_start(now)
        finished = await host.read(read(reads.finished_since(guild_id, user_id, since)))
        rivals = await host.read(read(reads.rivals(guild_id, user_id, limit=RIVALS)))
        season = await self.current_season(guild_id) if self.current_season else None
        unrated = None
        if not rated:
            last = await host.read(read(reads.last_unrated(guild_id, user_id)))
            unrated = unrated_reason(last)
        return ProgressFacts(
            name=name,
            ratings=tuple(
                (game.finished_at, round(displayed_rating(Skill(game.mu, game.sigma)), 1))
                for game in rated
            ),
            provisional=provisional,
            season=season[0] if season is not None else None,
            season_start=season[1] if season is not None else None,
            months=last_months(month_counts(finished), now) if rated or finished else (),
            finished_share=finished_share,
            rivals=tuple((rival.name, rival.wins, rival.losses, rival.shared) for rival in rivals),
            unrated=unrated,
        )

    async def picture(self, facts: ProgressFacts, locale: str | None) -> bytes | None:
        """The facts drawn in the reader's words; None when start-up draws no picture, or
        drawing failed (the text still answers)."""
        if self._draw is None:
            return None
        try:
            return await self._host.in_thread(self._draw, facts, locale)
        except Exception:
            log.exception("the progress picture of %r could not be drawn", facts.name)
            return None

    async def versus(
        self,
        guild_id: int,
        user_id: int,
        name: str,
        other_id: int,
        other_name: str,
        *,
        other_is_bot: bool = False,
    ) -> VersusView:
        """``user_id``'s record against ``other_id`` on the server and their last games
        together; refused for the same person twice, and for a bot (bots do not play)."""
        if other_id == user_id:
            raise BadInput(VERSUS_SELF)
        if other_is_bot:
            raise BadInput(VERSUS_BOT, name=safe_name(other_name))
        work = reads.versus(guild_id, user_id, other_id, recent=RECENT)
        found = await self._host.read(self._host.store.read(work))
        rivalry, meetings = found
        view = VersusView(guild_id, safe_name(name), safe_name(other_name))
        if rivalry is None:
            return view
        return VersusView(
            guild_id,
            view.name,
            view.other_name,
            rivalry.games,
            rivalry.wins,
            rivalry.losses,
            rivalry.shared,
            rivalry.margin,
            tuple(meeting_line(meeting) for meeting in meetings),
        )
