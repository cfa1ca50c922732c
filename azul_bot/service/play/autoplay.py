"""What a due timer does: a computer moves, a player is reminded, a stand-in plays for a
player whose time ran out, an unstarted lobby closes.

``fire`` takes the channel's lock first and only then reads the game, and hands the handler
that fresh record, or nothing at all when the game moved on since the timer was set (a turn
that was played, a lobby that changed): no handler ever acts on a game read before the lock.
Moves go through the same ``play_seat`` as a person's, so they are stored with their
announcement and next timers in one transaction.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Collection, Iterable, Sequence
from dataclasses import replace
from typing import Any, Protocol

from azul_bot.engine import AnyMove, Game, Phase
from azul_bot.store import GameNotFound, GameRecord, GameStatus, GuildSettings, Seat, Store, Timer

from ..clock import Clock
from ..delivery import deadlines
from ..delivery.announcer import Announcer
from ..delivery.messages import EXPIRED, RanOut
from .computers import Thinkers

log = logging.getLogger("azul.autoplay")


class Host(Protocol):
    """What the timers need of the game host (``GameService`` is one)."""

    store: Store
    thinkers: Thinkers
    clock: Clock
    announcer: Announcer

    def lock(self, channel_id: int) -> asyncio.Lock: ...

    async def settings(self, guild_id: int) -> GuildSettings: ...

    async def away_movers(self, record: GameRecord, game: Game) -> dict[int, float]: ...

    async def away_ended(self, timer: Timer, record: GameRecord) -> Any: ...

    async def close_lobby(self, record: GameRecord, why: str) -> Any: ...

    async def play_seat(
        self,
        record: GameRecord,
        game: Game,
        position: int,
        move: AnyMove,
        *,
        ran_out: RanOut | None = None,
        seats: Sequence[Seat] | None = None,
        wait: bool = True,
    ) -> Any: ...


def _timeouts(timers: Iterable[Timer], record: GameRecord) -> list[Timer]:
    """The time-outs among ``timers`` of the turn that ``record`` is at."""
    return [
        t
        for t in timers
        if t.kind == deadlines.TIMEOUT and (t.game_id, t.version) == (record.id, record.version)
    ]


def _person_plays(seat: Seat) -> bool:
    return seat.user_id is not None and seat.stand_in is None


def _mover(
    record: GameRecord, game: Game, *, timeout: bool, away: Collection[int] = ()
) -> int | None:
    """The seat a due timer moves for: at a time-out a person's (the first still placing,
    on a grey wall: the time-out comes again for the next), never one who is ``away`` (their
    turn waits for them), else a computer's."""
    for position in deadlines.movers(game):
        if position in away:
            continue
        if _person_plays(record.seats[position]) == timeout:
            return position
    return None


def seed_for(record: GameRecord) -> int:
    """A computer's seed: the same game at the same turn thinks the same (reproducible)."""
    return record.id * 1_000_003 + record.version


class Autoplay:
    def __init__(self, service: Host) -> None:
        self._service = service
        self._in_hand: set[Timer] = set()
        """Timers this process is handling: a reminder whose time-out is among them is moot."""

    async def fire(self, timer: Timer) -> None:
        self._in_hand.add(timer)
        try:
            async with self._service.lock(timer.channel_id):
                record = await self._fresh(timer)
                if record is None:
                    return  # the game moved on since this timer was set
                if timer.kind == deadlines.LOBBY_EXPIRY:
                    await self._expire(record)
                elif timer.kind == deadlines.REMINDER:
                    await self._remind(timer, record)
                elif timer.kind in (deadlines.COMPUTER, deadlines.TIMEOUT):
                    await self._computer_move(timer, record)
                elif timer.kind == deadlines.AWAY_END:
                    await self._service.away_ended(timer, record)
                else:
                    log.error("game %s: unknown timer kind %r", record.id, timer.kind)
        finally:
            self._in_hand.discard(timer)

    async def _fresh(self, timer: Timer) -> GameRecord | None:
        """The game as stored now, if still at the timer's version; else None. Called under
        the channel's lock."""
        return await self._at(timer.game_id, timer.version)

    async def _at(self, game_id: int, version: int) -> GameRecord | None:
        try:
            record = await self._service.store.get_game(game_id)
        except GameNotFound:
            return None
        return record if record.version == version else None

    async def _expire(self, record: GameRecord) -> None:
        if record.status == GameStatus.LOBBY:
            await self._service.close_lobby(record, EXPIRED)

    async def _remind(self, timer: Timer, record: GameRecord) -> None:
        if record.status != GameStatus.RUNNING:
            return
        game = record.game()
        away = await self._service.away_movers(record, game)
        people = [
            p for p in deadlines.movers(game) if _person_plays(record.seats[p]) and p not in away
        ]
        if not people:
            return
        deadline = await self._deadline(record)
        if deadline is not None and deadline - self._service.clock.now() < 1.0:
            return  # the time is up: the stand-in's move, not a reminder, comes now
        for position in people:  # on a grey wall, everyone still placing
            await self._service.announcer.remind(
                record, game, deadline, timer_id=timer.id, position=position
            )

    async def _deadline(self, record: GameRecord) -> float | None:
        """When the turn's time runs out (UNIX seconds); None when the turn has no limit. A
        reminder that comes late (after a restart, say) says when it really runs out, not
        what the settings meant it to."""
        if _timeouts(self._in_hand, record):
            return self._service.clock.now()  # due with the reminder: the time-out is first
        stored = _timeouts(await self._service.store.timers_of(record.id), record)
        if not stored:
            return None
        return min(t.due_at for t in stored)

    async def _computer_move(self, timer: Timer, record: GameRecord | None) -> None:
        # At a grey wall's time limit the stand-in places every line still waiting, each a
        # move of its own, before the timer is let go; each player's running out is said
        # once, with their first placement.
        told: set[int] = set()
        while record is not None:
            record = await self._move_once(timer, record, told)

    async def _move_once(
        self, timer: Timer, record: GameRecord, told: set[int]
    ) -> GameRecord | None:
        """One computer's or stand-in's move; the game after it when the time-out has more
        placements to make, else None. ``told``: the seats whose running out was said."""
        if record.status != GameStatus.RUNNING:
            return None
        service = self._service
        game = record.game()
        timeout = timer.kind == deadlines.TIMEOUT
        away = await service.away_movers(record, game) if timeout else {}
        position = _mover(record, game, timeout=timeout, away=away)
        if position is None:
            return None
        seat = record.seats[position]
        seats = record.seats
        ran_out = None
        if timer.kind == deadlines.TIMEOUT:
            settings = await service.settings(record.guild_id)
            level = deadlines.STAND_IN
            for_good = settings.at_limit == "seat"
            placing = game.phase is Phase.TILING
            if position not in told:
                ran_out = RanOut(position, level, for_good, placed=placing)
                told.add(position)
            if for_good:
                seats = tuple(
                    replace(s, stand_in=level) if s.position == position else s for s in seats
                )
        else:
            level = seat.computer or seat.stand_in
            if level is None:
                return None
        state = record.state or game.to_dict()
        seat_asked = position if game.phase is Phase.TILING else None
        move = await service.thinkers.choose(state, level, seed=seed_for(record), seat=seat_asked)
        # The lock keeps this process's changes out while the search runs, not another
        # process's: check the turn again before playing it.
        again = await self._at(record.id, record.version)
        if again is None:
            return None
        await service.play_seat(
            again, game, position, move, ran_out=ran_out, seats=seats, wait=False
        )
        if timer.kind != deadlines.TIMEOUT or game.phase is not Phase.TILING:
            return None
        return await self._at(record.id, record.version + 1)
