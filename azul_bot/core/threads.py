"""The games of a channel's threads, for someone who asked in the channel itself.

Games open in a thread by default, so the channel a player sees first has no game of its
own: a command there that needs one meant a game of its threads. The host then answers with
those games (``GamesInThreads``), as the one who asked should see them: the lobbies with a
free seat first, then the games they sit in, then the others. The store knows which channel
each game thread hangs from (``Store.games_under``), archived threads included, which
Discord's cache may not hold.
"""

from __future__ import annotations

from collections.abc import Awaitable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from azul_bot.core.db import CorruptGame, GameRecord, GameStatus, Store
from azul_bot.engine import Variant

from .refusals import NoGame, Refusal
from .seats import seat_of

SEARCHED = 25
"""The newest open games of a channel's threads that are looked at."""
SHOWN = 5
"""The most that are offered to someone at once: a handful of links, not a directory."""

R = TypeVar("R")


@dataclass(frozen=True)
class ThreadGame:
    """A lobby or a running game in a thread of the channel asked in, as the asker sees it."""

    game_id: int
    channel_id: int
    """The thread."""
    running: bool
    players: int
    most: int
    """The seats its wall allows."""
    round: int | None
    """A running game's round; None in a lobby."""
    seated: bool
    """The asker holds a seat there (not one a stand-in took over)."""

    @property
    def open(self) -> bool:
        """A lobby with a free seat: one the asker may be offered to join."""
        return not self.running and self.players < self.most

    @property
    def joinable(self) -> bool:
        return self.open and not self.seated


class GamesInThreads(NoGame):
    """No game in the channel itself, but its threads hold some: ``games``, best first for
    the asker (``in_order``), of which the first ``SHOWN`` are offered."""

    def __init__(self, reason: Refusal | str, games: Sequence[ThreadGame]) -> None:
        super().__init__(reason, count=len(games))
        self.games = tuple(games)

    @property
    def shown(self) -> tuple[ThreadGame, ...]:
        return self.games[:SHOWN]

    @property
    def hidden(self) -> int:
        """How many more were found than are shown."""
        return len(self.games) - len(self.shown)

    @property
    def open_lobbies(self) -> tuple[ThreadGame, ...]:
        return tuple(game for game in self.games if game.open)

    @property
    def my_running_games(self) -> tuple[ThreadGame, ...]:
        return tuple(game for game in self.games if game.running and game.seated)


def thread_game(record: GameRecord, asker: int) -> ThreadGame | None:
    """The facts of one game for ``asker``; None for a game whose state cannot be read (the
    store has closed it)."""
    running = record.status == GameStatus.RUNNING
    try:
        round_ = record.game().round if running else None
    except CorruptGame:
        return None
    seat = seat_of(record, asker)
    return ThreadGame(
        game_id=record.id,
        channel_id=record.channel_id,
        running=running,
        players=len(record.seats),
        most=Variant.by_code(record.variant).max_players,
        round=round_,
        seated=seat is not None and seat.stand_in is None,
    )


def _rank(game: ThreadGame) -> int:
    if game.open:
        return 0
    return 1 if game.seated else 2


def in_order(records: Sequence[GameRecord], asker: int) -> tuple[ThreadGame, ...]:
    """The lobbies with a free seat, then the games ``asker`` sits in, then the others; the
    newest first within each (``records`` come newest first, and the sort keeps that)."""
    games = [game for record in records if (game := thread_game(record, asker)) is not None]
    return tuple(sorted(games, key=_rank))


class Reader(Protocol):
    """A read the user waits on (``Host.read``): an outage is refused as such."""

    def __call__(self, query: Awaitable[R], /) -> Awaitable[R]: ...


async def no_game_for(
    store: Store,
    read: Reader,
    channel_id: int,
    asker: int | None,
) -> NoGame:
    """Why ``channel_id`` has no game for ``asker``: the games of its threads when it has
    some (``GamesInThreads``), else plain ``NO_GAME``. Without an asker (a look that
    nobody waits on, like an autocomplete) the threads are not searched."""
    if asker is None:
        return NoGame(Refusal.NO_GAME)
    found = in_order(await read(store.games_under(channel_id, limit=SEARCHED)), asker)
    if not found:
        return NoGame(Refusal.NO_GAME)
    return GamesInThreads(Refusal.GAMES_IN_THREADS, found)
