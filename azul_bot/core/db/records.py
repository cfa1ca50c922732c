"""The plain values that travel between the service and the store, both ways."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from azul_bot.engine import CLASSIC, Game

from .errors import CorruptGame


class GameStatus(StrEnum):
    LOBBY = "lobby"
    RUNNING = "running"
    FINISHED = "finished"
    ABORTED = "aborted"
    CORRUPT = "corrupt"


CLASSIC_CODE = CLASSIC.code
"""The variant of a game stored before tables had a choice."""

OPEN_STATUSES = (GameStatus.LOBBY, GameStatus.RUNNING)
"""The statuses that hold a channel: at most one such game per channel."""


@dataclass(frozen=True)
class Seat:
    position: int
    """0-based seat order; the engine's player index once the game has started."""
    user_id: int | None
    """None for a computer seat."""
    name: str
    """Display name at the time of joining."""
    computer: str | None = None
    """The computer player's level (e.g. "hard"); None for a person."""
    stand_in: str | None = None
    """A person's seat that a computer of this level plays for them (they left, or their
    time ran out for good); None while they play it themselves."""
    left_early: bool = False
    """The person resigned during the first round: the game their stand-in plays on does
    not count against them (the results' ``Reliability``)."""


@dataclass(frozen=True)
class GameRecord:
    id: int
    guild_id: int
    channel_id: int
    host_id: int
    status: GameStatus
    version: int
    """Bumped by every change of the game: lobby edits, start, each move, abort."""
    seats: tuple[Seat, ...]
    state: dict[str, Any] | None
    """The engine's JSON (``Game.to_dict()``); None while in the lobby."""
    message_id: int | None
    created_at: float
    updated_at: float
    coached: bool = False
    """Someone asked the coach for a hint: the game changes no ratings."""
    variant: str = CLASSIC_CODE
    """The code of the rules the table plays (``Variant.code``): chosen in the lobby, kept
    until the start; the started game's state names it too."""
    turn_began_at: float | None = None
    """When the turn came to whoever may move now (UNIX seconds, the service's clock; a grey
    wall's tiling: when it began), as the service last said; None before (a game from an
    older version)."""
    rated: bool = True
    """False: the game moves nobody's rating (a tournament that does not count)."""
    claimed_notice: int | None = field(default=None, compare=False)
    """The id of the notice the change that returned this record stored already claimed,
    for its caller to deliver at once (``commit_move(claim_until=...)``); None otherwise,
    and in every record read back."""
    _game: Game | None = field(default=None, repr=False, compare=False)
    """The state already checked by the engine when the store loaded it, so ``game()`` need
    not read the JSON twice."""
    _problem: str | None = field(default=None, repr=False, compare=False)
    """Why the stored state cannot be read, found when the store loaded it."""

    def kept_game(self) -> Game | None:
        """The engine's reading of the state, shared and never to be changed (``game()``
        hands out copies): for the store to hand on when the state is not read again."""
        return self._game

    def game(self) -> Game:
        """The engine game of this record (a fresh copy each call).

        ``CorruptGame`` when the stored state cannot be read; the store has then already
        marked an open game CORRUPT in the database, which freed its channel.
        """
        if self._game is not None:
            return self._game.copy()
        if self._problem is not None:
            raise CorruptGame(self.id, self._problem)
        if self.state is None:
            raise CorruptGame(self.id, f"a {self.status} game has no state")
        try:
            return Game.from_dict(self.state)
        except Exception as error:  # any failure to read stored data means the same thing
            raise CorruptGame(self.id, str(error) or type(error).__name__) from error


@dataclass(frozen=True)
class MoveRecord:
    game_id: int
    seq: int
    """1 for the game's first move, then 2, 3, ..."""
    seat: int
    move: str
    """The move's text form (``str(Move)``)."""
    created_at: float
    by_stand_in: bool = False
    """A computer stand-in made it for the seat's person (their time ran out), so it is not
    reviewed as theirs; False for the moves of games from before this was kept."""


# ---------------------------------------------------------------------- the outbox


@dataclass(frozen=True)
class Notice:
    """An announcement still to post, stored in the same transaction as the change it
    announces, so a crash can never lose it or post it for a change that did not happen."""

    kind: str
    """What to announce, e.g. "lobby", "turn", "aborted"; the store does not read it."""
    payload: dict[str, Any]
    """JSON-serialisable; stored as JSON."""


@dataclass(frozen=True)
class Announcement:
    """A stored notice, as a publisher claims it."""

    id: int
    game_id: int | None
    """None for the club's (a season's standings, a digest), posted on their own."""
    channel_id: int
    """Where it goes: a channel, or for a direct message the person."""
    kind: str
    payload: dict[str, Any]
    attempts: int
    """Failed attempts so far (``retry_announcement`` calls)."""
    created_at: float


@dataclass(frozen=True)
class TimerSpec:
    """A deadline to set with a change: ``kind`` is the service's word for what happens."""

    kind: str
    due_at: float
    """UNIX seconds."""


@dataclass(frozen=True)
class Timer:
    """A stored deadline of a game, set by the change that made ``version``; or one of the
    club's (``game_id`` None): a server's (``guild_id``) or a person's (``user_id``)."""

    id: int
    game_id: int | None
    channel_id: int
    kind: str
    due_at: float
    version: int
    guild_id: int | None = None
    user_id: int | None = None
    subject: int | None = None
    """What else the timer is for: a number its kind's feature gives and reads (one of its
    own rows), kept by the host without reading it."""


@dataclass(frozen=True)
class GuildSettings:
    """A server's rules for its games."""

    guild_id: int
    turn_limit: float | None
    """Seconds a player has for a turn; None: no limit."""
    reminder_after: float | None
    """Seconds into a turn when the player is reminded; None: no reminder."""
    at_limit: str
    """"turn": a computer stand-in plays that turn; "seat": it takes the seat for good."""
    threads: bool
    """New games open in a thread of their own."""
    hints: bool
    """``/azul hint`` is allowed."""
    language: str = "auto"
    """The language of the server's channel messages: a Discord locale code the server's
    admins chose (``fr``), or ``auto``: the server's own Discord locale."""
    announcements: int | None = None
    """The channel where the bot posts what concerns the whole server (a season's end);
    None: nothing is posted."""
    stand_in: str = "normal"
    """The level of the computer that stands in for a player who left or ran out of time."""
