"""The plain values of a tournament that travel between its rooms and its store.

A tournament's rules (``TournamentSpec``) are chosen when it is made and never change; what
moves is its ``status``, its ``current_round`` and, with every change of who plays, its
``version`` (a round is stored only if paired from the latest one). Its rounds are
``TournamentTable`` rows: a game's seats, or one player's bye.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from azul_bot.core.db import Notice


class TournamentStatus(StrEnum):
    SIGNUP = "signup"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"


class Format(StrEnum):
    SWISS = "swiss"
    ROUND_ROBIN = "round_robin"


class Dropped(StrEnum):
    """Why an entrant is paired no more: they ``LEFT``, the organizer ``REMOVED`` them, or a
    stand-in played their whole game (``VANISHED``: they may come back)."""

    LEFT = "left"
    REMOVED = "removed"
    VANISHED = "vanished"


@dataclass(frozen=True)
class TournamentSpec:
    """A tournament about to be made. ``rounds`` None: fixed at the start (a
    Swiss of the default length, a round robin's own); ``signup_until`` None: the sign-up
    closes when the organizer starts it."""

    guild_id: int
    channel_id: int
    organizer_id: int
    name: str
    format: Format
    table_size: int
    variant: str
    time_limit: float | None
    rounds: int | None = None
    signup_until: float | None = None
    min_finished: int | None = None
    rated: bool = True


@dataclass(frozen=True)
class Tournament:
    """A tournament as stored (``store.tournament``)."""

    id: int
    spec: TournamentSpec
    status: TournamentStatus
    current_round: int
    """The round whose tables are open (0 before the first; the last once it is over)."""
    version: int
    signup_message_id: int | None
    created_at: float
    started_at: float | None = None
    finished_at: float | None = None

    @property
    def guild_id(self) -> int:
        return self.spec.guild_id

    @property
    def channel_id(self) -> int:
        return self.spec.channel_id

    @property
    def organizer_id(self) -> int:
        return self.spec.organizer_id

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def rounds(self) -> int | None:
        """Fixed at the start; before it, as asked (None: to be counted then)."""
        return self.spec.rounds


@dataclass(frozen=True)
class TournamentEntrant:
    """One person in a tournament; their displayed rating is read again at the start."""

    user_id: int
    name: str
    rating: float
    joined_at: float
    showed_up: int = 0
    dropped: Dropped | None = None
    dropped_at: float | None = None


@dataclass(frozen=True)
class TournamentTable:
    """A table of a round: its ``seats`` (user ids in seat order), or a ``bye`` (one seat,
    no game). Its game once stored (``game_id``, played in ``thread_id``) with the game's
    status and, once finished, each seat's ``ranks`` (1 first, equal numbers share a place)
    and ``scores``."""

    round: int
    table_no: int
    seats: tuple[int, ...]
    bye: bool = False
    game_id: int | None = None
    thread_id: int | None = None
    status: str | None = None
    """The game's status (``running``, ``finished``, ``aborted``...); None: no game yet."""
    ranks: tuple[int, ...] | None = None
    scores: tuple[int, ...] | None = None

    @property
    def over(self) -> bool:
        """Nothing is left to play at this table: a bye, or a game that ended."""
        return self.bye or self.status in ("finished", "aborted", "corrupt")


@dataclass(frozen=True)
class RoundOpening:
    """Round ``round`` as paired from the tournament at ``version``: its tables (each a game
    to store, top table first, numbered from 1), the players who sit it out (``byes``,
    walkovers too: their rows come after the tables), those dropped as they vanished, and
    what its opening posts: one notice per table (``table_notices``, in the tables' order)
    and the standings of the round before (None: the first round)."""

    round: int
    version: int
    tables: tuple[tuple[int, ...], ...]
    table_notices: tuple[Notice, ...]
    byes: tuple[int, ...] = ()
    vanished: tuple[int, ...] = ()
    standings: Notice | None = None

    def __post_init__(self) -> None:
        if len(self.table_notices) != len(self.tables):
            raise ValueError(f"round {self.round}: one notice per table")
        seated = [user for table in self.tables for user in table] + list(self.byes)
        if len(set(seated)) != len(seated):
            raise ValueError(f"round {self.round}: a player is seated twice in {seated}")
