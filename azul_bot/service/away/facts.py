"""What time away is made of, with no rule in it: who is away now, who is to move, and the
plain results the away commands return."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from azul_bot.engine import Game
from azul_bot.store import Away, GameRecord

from ..delivery import deadlines

DAY = 86_400.0
MAX_DAYS = 30
"""The most days one ``/azul away`` asks for."""


def away_now(stored: Mapping[int, Away], now: float) -> dict[int, float]:
    """Of the stored times away (by user id), those not over at ``now``: when each ends."""
    return {user: away.until for user, away in stored.items() if away.until > now}


def people_to_move(record: GameRecord, game: Game) -> dict[int, int]:
    """The seats to move that a person plays themselves (no computer, no stand-in), with
    that person's user id."""
    seats = (record.seats[position] for position in deadlines.movers(game))
    return {
        seat.position: seat.user_id
        for seat in seats
        if seat.user_id is not None and seat.stand_in is None
    }


@dataclass(frozen=True)
class Allowance:
    """A person's time away on a server this season: ``days`` allowed, ``left`` of them (in
    whole days, as one may ask for them), the season ending at ``refills``; ``until``:
    they are away until then (None: they are not)."""

    days: int
    left: int
    refills: float
    until: float | None = None


@dataclass(frozen=True)
class WentAway:
    """``/azul away``: away ``until`` then; ``paused``: the games where it was their turn,
    whose clock stopped now; ``extended``: it replaced a time away that was running (the
    days it had not used went back first)."""

    until: float
    allowance: Allowance
    paused: int
    extended: bool


@dataclass(frozen=True)
class CameBack:
    """``/azul back``: ``given_back`` whole days returned to the allowance; ``waiting``: the
    games where it is their turn now, whose clock runs again."""

    given_back: int
    allowance: Allowance
    waiting: int
