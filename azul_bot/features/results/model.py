"""The results' values: what a finished game writes (``Outcome``), the skills it rates and
how each person's displayed rating moved."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class LeaderboardSort(StrEnum):
    RATING = "rating"
    WINS = "wins"
    WIN_RATE = "win_rate"
    AVERAGE = "average"
    BEST = "best"


@dataclass(frozen=True)
class Skill:
    """An openskill rating as stored (``ratings`` computes it)."""

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
    abandoned: bool | None = None
    """The seat's person left it to a stand-in (True) or finished it (False); None when the
    game counts for nobody's reliability in this seat (a computer's, a person who left during
    the first round or held two seats)."""


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
    """The skill read before the finishing move (None: the person had no stats yet). If the
    stored skill differs when the move commits, another game finished meanwhile:
    ``RatingConflict``."""
    skill_after: Skill
    rating: float
    """The displayed rating of ``skill_after``."""


@dataclass(frozen=True)
class Outcome:
    """What a finishing move writes in the results, in its transaction
    (``writes.apply_outcome``)."""

    seats: tuple[SeatResult, ...]
    players: tuple[PlayerUpdate, ...]


@dataclass(frozen=True)
class RatingChange:
    """The displayed rating of the person in ``seat`` before and after the game: what a
    rated game's final notice says of its end."""

    seat: int
    before: int
    after: int
