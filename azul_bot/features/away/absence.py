"""Who is away, with no rule in it: the people away now, the seats to move whose person is
away (the one place that says it: their turn waits, their clock stopped, and a post names
them rather than pinging them), and the plain results the away commands return."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from azul_bot.core import Host, Memo, SeatNote, movers
from azul_bot.core.db import GameRecord
from azul_bot.engine import Game

from . import store as tables
from .store import Away

DAY = 86_400.0
MAX_DAYS = 30
"""The most days one ``/azul away`` asks for."""
AWAY = "away"
"""How a post names a person to move who is away (``SeatNote.how``): their turn waits."""


def away_now(stored: Mapping[int, Away], now: float) -> dict[int, float]:
    """Of the stored times away (by user id), those not over at ``now``: when each ends."""
    return {user: away.until for user, away in stored.items() if away.until > now}


def people_to_move(record: GameRecord, game: Game) -> dict[int, int]:
    """The seats to move that a person plays themselves (no computer, no stand-in), with
    that person's user id."""
    seats = (record.seats[position] for position in movers(game))
    return {
        seat.position: seat.user_id
        for seat in seats
        if seat.user_id is not None and seat.stand_in is None
    }


class Absences:
    """Who is away, as the host asks it. A move asks it twice, so each person's time away is kept
    a little while: only ``/azul away`` and ``/azul back`` change it, in the process that holds
    the server (``forget``), and its end is a time, checked at each ask."""

    def __init__(self, host: Host) -> None:
        self._host = host
        self._kept: Memo[tuple[int, int], tuple[Away | None]] = Memo()
        self._changes = 0

    async def away_now(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, float]:
        """Those of ``user_ids`` who are away on the server now, with when they are back."""
        stored = await self._stored(guild_id, user_ids)
        return away_now(stored, self._host.clock.now())

    async def _stored(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, Away]:
        kept = {user: self._kept.get((guild_id, user)) for user in user_ids}
        missing = [user for user, away in kept.items() if away is None]
        if missing:
            host, changes = self._host, self._changes
            read = await host.read(host.store.read(tables.away_of(guild_id, missing)))
            for user in missing:
                kept[user] = (read.get(user),)
                if changes == self._changes:  # else what was read may be the old one
                    self._kept.put((guild_id, user), (read.get(user),))
        return {user: away[0] for user, away in kept.items() if away and away[0] is not None}

    def forget(self, guild_id: int, user_id: int) -> None:
        """The person's time away changed (``/azul away``, ``/azul back``)."""
        self._changes += 1
        self._kept.pop((guild_id, user_id))

    async def away_movers(self, record: GameRecord, game: Game) -> dict[int, float]:
        """The seats to move whose person is away now, with when they are back."""
        people = people_to_move(record, game)
        away = await self.away_now(record.guild_id, list(people.values()))
        return {seat: away[user] for seat, user in people.items() if user in away}

    async def notes(self, record: GameRecord, game: Game) -> dict[int, SeatNote]:
        """The seats to move whose person is away, named with when they are back."""
        paused = await self.away_movers(record, game)
        return {seat: SeatNote(AWAY, until) for seat, until in paused.items()}


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
