"""How a ``GameService`` hosts, in one value. The defaults are production's; start-up, tests
and benchmarks change a few."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from azul_bot.core.db import Seat
from azul_bot.engine import Event, Game

from . import deadlines
from .clock import Clock
from .computers import Thinkers
from .delivery import dispatcher, outbox

T = TypeVar("T")

FLUSH_TIMEOUT = 5.0
"""Seconds an interaction waits for its channel message before saying it will follow."""


class Renderer(Protocol):
    """Draws the table (PNG) with its seats (a computer's is named from its level) and its
    words in a Discord locale (``None``: the default); it is given by start-up, which holds the
    words the picture draws. ``seat`` (0-based) draws the table from one player's side."""

    def __call__(
        self,
        game: Game,
        seats: Sequence[Seat | str],
        events: Sequence[Event] | None,
        locale: str | None = None,
        /,
        *,
        seat: int | None = None,
    ) -> bytes | None: ...


PictureDrawer = Callable[[Any, str | None], bytes]
"""Draws a feature's picture (PNG) of its facts with its words in a Discord locale (``None``:
the default). Run in the picture pool, so a module-level function of the feature's."""


@dataclass(frozen=True)
class ServiceOptions:
    new_game: Callable[[int], Game] | None = None
    """Deals a game for a number of players; None: from an unpredictable seed
    (``lobby.random_game``)."""
    render: Renderer | None = None
    """None: posts go without a picture of the table."""
    pictures: Collection[str] | None = ()
    """The features' pictures drawn, by the names each feature gives its own (None: all of
    them); a message whose picture is not drawn goes without it."""
    render_processes: int = 0
    """Worker processes that draw the pictures; 0: threads of this process (``Painters``)."""
    clock: Clock | None = None
    """None: the wall clock."""
    thinkers: Thinkers | None = None
    """The computers and the coach, with their thinking budgets; None: a pool of the
    service's own, closed with it."""
    flush_timeout: float = FLUSH_TIMEOUT
    computer_pause: float = deadlines.COMPUTER_PAUSE
    outbox_lease: float = outbox.LEASE
    outbox_poll: float = outbox.IDLE_POLL
    timer_lease: float = dispatcher.LEASE
    timer_poll: float = dispatcher.IDLE_POLL
    """A lease: how long a claim is kept from other processes (after a crash, its entry is
    due again then); a poll: how long an idle loop sleeps before it looks for what another
    process stored (its own process wakes it at once)."""
    own: tuple[object, ...] = ()
    """The features' own options, each a value of the feature's own type (``of``)."""

    def draws(self, picture: str) -> bool:
        """Whether the feature's picture called ``picture`` is drawn."""
        return self.pictures is None or picture in self.pictures

    def of(self, kind: type[T]) -> T:
        """The options of ``kind`` a feature was given, or its defaults."""
        return next((own for own in self.own if isinstance(own, kind)), None) or kind()
