"""After the game: what a person's results say of them over time (their rating, their games,
the people they meet).
(Part of the ``Store`` Protocol: the common rules are in ``interface``.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class RatedGame:
    """One rated game of a person: when it finished, and their skill after it."""

    game_id: int
    finished_at: float
    mu: float
    sigma: float


@dataclass(frozen=True)
class UnratedGame:
    """A person's finished game that did not move their rating, and why: a hint was used
    (``coached``), its tournament does not count (not ``counted``), or fewer than two
    ``people`` played it."""

    game_id: int
    coached: bool
    counted: bool
    people: int


@dataclass(frozen=True)
class Rivalry:
    """How a person fared against ``user_id`` (named ``name`` in their latest game) over the
    ``games`` finished games both sat in: ``wins`` placed above them, ``losses`` below,
    ``shared`` at the same place; ``margin`` is the average of the person's score minus
    theirs; ``last_at`` when they last met."""

    user_id: int
    name: str
    games: int
    wins: int
    losses: int
    shared: int
    margin: float
    last_at: float


@dataclass(frozen=True)
class Meeting:
    """One finished game two people played: where it is (``channel_id``, its last message
    ``message_id``), when it finished, and each one's score and place."""

    game_id: int
    channel_id: int
    message_id: int | None
    finished_at: float
    score: int
    rank: int
    their_score: int
    their_rank: int


class AfterTheGameStore(Protocol):
    async def rating_history(
        self, guild_id: int, user_id: int, *, limit: int = 1000
    ) -> list[RatedGame]:
        """The person's latest ``limit`` rated games on the server, oldest first."""
        ...

    async def last_unrated(self, guild_id: int, user_id: int) -> UnratedGame | None:
        """The person's latest finished game on the server that did not move their rating;
        None when they have none."""
        ...

    async def finished_since(self, guild_id: int, user_id: int, since: float) -> list[float]:
        """When each of the person's games on the server finished, from ``since`` on, oldest
        first (rated or not)."""
        ...

    async def rivals(self, guild_id: int, user_id: int, *, limit: int = 3) -> list[Rivalry]:
        """The people the person met most in finished games on the server, most games first
        (then the latest met, then the lowest user id)."""
        ...

    async def versus(
        self, guild_id: int, user_id: int, other_id: int, *, recent: int = 5
    ) -> tuple[Rivalry | None, list[Meeting]]:
        """The person's record against ``other_id`` on the server (None when they never
        finished a game together), and their ``recent`` latest games together, newest
        first."""
        ...
