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
    claimed_notice: int | None = field(default=None, compare=False)
    """The id of the notice the change that returned this record stored already claimed,
    for its caller to deliver at once (``commit_move(claim_until=...)``); None otherwise,
    and in every record read back."""
    _game: Game | None = field(default=None, repr=False, compare=False)
    """The state already checked by the engine when the store loaded it, so ``game()`` need
    not read the JSON twice."""
    _problem: str | None = field(default=None, repr=False, compare=False)
    """Why the stored state cannot be read, found when the store loaded it."""

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


class LeaderboardSort(StrEnum):
    RATING = "rating"
    WINS = "wins"
    WIN_RATE = "win_rate"
    AVERAGE = "average"
    BEST = "best"


@dataclass(frozen=True)
class PlayerStats:
    user_id: int
    name: str
    games: int
    wins: int
    win_rate: float
    average_score: float
    best_score: int
    rows: int
    columns: int
    colors: int
    rating: float
    """The displayed rating, as the service computed it when the person's last game ended."""
    mu: float
    sigma: float
    rated_games: int
    """Finished games that counted for the rating (the service calls a player with few of
    them provisional)."""
    rank: int | None
    """Position in the order the page came from; from ``player_stats`` the position on the
    server's rating leaderboard (every player with a finished game has one)."""
    other_walls: int = 0
    """Of ``games``, those played on another wall than the classic one (the grey wall); read
    by ``player_stats`` only. Ratings and the other figures count every wall together."""


@dataclass(frozen=True)
class LeaderboardPage:
    sort: LeaderboardSort
    page: int
    pages: int
    total: int
    per_page: int
    entries: tuple[PlayerStats, ...]
    """Everyone with at least one finished game on the server, in every order."""


# ---------------------------------------------------------------------- finishing a game


@dataclass(frozen=True)
class Skill:
    """An openskill rating as stored; the service owns the model that computes it."""

    mu: float
    sigma: float


@dataclass(frozen=True)
class SeatResult:
    """One seat's line in the results of a finished game (computer seats included)."""

    position: int
    score: int
    rank: int
    winner: bool
    rows: int
    columns: int
    colors: int
    skill_before: Skill | None = None
    """None when the seat was not rated."""
    skill_after: Skill | None = None


@dataclass(frozen=True)
class PlayerUpdate:
    """What a finished game adds to one person's stats on the game's server."""

    user_id: int
    name: str
    won: bool
    score: int
    rows: int
    columns: int
    colors: int
    rated: bool
    """The game counts as a rated game for this person."""
    skill_before: Skill | None
    """The skill the service read (None: the person had no stats yet). If the stored skill
    differs when the move commits, another game finished meanwhile: ``RatingConflict``."""
    skill_after: Skill
    rating: float
    """The displayed rating of ``skill_after``, computed by the service."""


@dataclass(frozen=True)
class Outcome:
    """Everything a finishing move writes besides the state, computed by the service."""

    seats: tuple[SeatResult, ...]
    players: tuple[PlayerUpdate, ...]


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
    game_id: int
    channel_id: int
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
    """A stored deadline of a game, set by the change that made ``version``."""

    id: int
    game_id: int
    channel_id: int
    kind: str
    due_at: float
    version: int


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
