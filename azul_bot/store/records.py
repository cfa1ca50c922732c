"""The plain values the store hands to the service."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from azul_bot.engine import Game

from .errors import CorruptGame


class GameStatus(StrEnum):
    LOBBY = "lobby"
    RUNNING = "running"
    FINISHED = "finished"
    ABORTED = "aborted"
    CORRUPT = "corrupt"


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
    """Kind of computer player (e.g. "random"); None for a person."""


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
    """The displayed rating: the openskill ordinal (mu - 3 sigma), scaled."""
    mu: float
    sigma: float
    rank: int | None
    """Position on the leaderboard this came from; from ``player_stats`` the position on the
    rating leaderboard, None below the minimum number of rated games."""


@dataclass(frozen=True)
class LeaderboardPage:
    sort: LeaderboardSort
    page: int
    pages: int
    total: int
    per_page: int
    entries: tuple[PlayerStats, ...]
    min_games: int
    """The rated games a player needs to appear when sorted by rating."""
