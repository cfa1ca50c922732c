"""Plain results of the game host: what a front end needs to show, nothing Discord-specific."""

from __future__ import annotations

from dataclasses import dataclass, field

from azul_bot.engine import Event


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
    message_id: int | None = None
    published: bool = True

    @property
    def full(self) -> bool:
        return len(self.seats) >= 4

    @property
    def can_start(self) -> bool:
        return len(self.seats) >= 2


@dataclass(frozen=True)
class TableView:
    """The table after a start or a move (or as it stands, for ``board``).

    ``version`` is the game's version now: the turn the attached buttons belong to.
    ``ping_user_ids`` are the players to mention: the next player, or everybody at the end.
    ``previous_message_id`` is the turn message that should lose its buttons.
    """

    game_id: int
    version: int
    text: str
    image: bytes | None
    image_alt: str
    seats: tuple[SeatView, ...]
    current_user_id: int | None
    ping_user_ids: tuple[int, ...]
    finished: bool = False
    events: tuple[Event, ...] = ()
    previous_message_id: int | None = None
    message_id: int | None = None
    published: bool = True


@dataclass(frozen=True)
class Aborted:
    game_id: int
    was_running: bool
    text: str
    previous_message_id: int | None = None


@dataclass(frozen=True)
class Choice:
    """One option of an autocomplete or a select menu."""

    value: str
    label: str


@dataclass(frozen=True)
class Turn:
    """The current turn, checked for a picker: game ``game_id`` at ``version``, ``user`` to move."""

    game_id: int
    version: int
    channel_id: int
    seat: int
    names: tuple[str, ...] = field(default_factory=tuple)
