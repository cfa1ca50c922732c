"""Plain results of the game host: what a front end needs to show, nothing Discord-specific."""

from __future__ import annotations

from dataclasses import dataclass, field

from azul_bot.engine import Event, Game, Move


@dataclass(frozen=True)
class Choice:
    """One option of an autocomplete, a select menu or a row of buttons."""

    value: str
    label: str


@dataclass(frozen=True)
class SeatView:
    position: int
    user_id: int | None
    name: str


@dataclass(frozen=True)
class LobbyView:
    """The lobby after a change; ``closed`` when the last seat left."""

    game_id: int
    version: int
    host_id: int
    seats: tuple[SeatView, ...]
    text: str
    closed: bool = False
    published: bool = True
    """False when the channel message is still on its way (it is stored and will follow)."""

    @property
    def full(self) -> bool:
        return len(self.seats) >= 4

    @property
    def can_start(self) -> bool:
        return len(self.seats) >= 2


@dataclass(frozen=True)
class TableView:
    """The table after a start or a move (or as it stands, for ``board``).

    ``version`` is the game's version now: the turn the attached buttons belong to;
    ``sources`` are the choices of the first tap of a move.
    """

    game_id: int
    version: int
    text: str
    image: bytes | None
    image_alt: str
    seats: tuple[SeatView, ...]
    current_user_id: int | None
    finished: bool = False
    events: tuple[Event, ...] = ()
    message_id: int | None = None
    published: bool = True
    sources: tuple[Choice, ...] = ()


@dataclass(frozen=True)
class Aborted:
    game_id: int
    was_running: bool
    text: str
    published: bool = True


@dataclass(frozen=True)
class CurrentTurn:
    """Whose turn it is, read from the game row alone."""

    game_id: int
    version: int
    message_id: int | None
    user_id: int | None


@dataclass(frozen=True)
class LeaderboardView:
    text: str
    sort: str
    page: int
    pages: int


@dataclass(frozen=True)
class Turn:
    """The current turn, checked for a picker: game ``game_id`` at ``version``, ``user`` to move."""

    game_id: int
    version: int
    channel_id: int
    seat: int
    names: tuple[str, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class HintView:
    """The coach's advice for turn ``version``: a line per move, best first."""

    game_id: int
    version: int
    lines: tuple[str, ...]
    best: Move | None
    game: Game
