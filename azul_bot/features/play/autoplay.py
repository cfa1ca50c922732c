"""What play's due timers do: a computer moves, a player is reminded, a stand-in plays for a
player whose time ran out. Moves go through the same ``play_seat`` as a person's, so they are
stored with their announcement and next timers in one transaction.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Iterable
from dataclasses import replace

from azul_bot.ai import choose_from_state
from azul_bot.core import TIMEOUT, Host, movers
from azul_bot.core.db import GameRecord, GameStatus, Seat, Timer
from azul_bot.engine import Game, Phase, parse_move

from .reminders import Reminders
from .turn_messages import RanOut
from .turns import Turns

MOVE_BUDGET = 1.0
"""Seconds a computer thinks per move (the hard search counts playouts calibrated to it)."""

log = logging.getLogger("azul.autoplay")


def _timeouts(timers: Iterable[Timer], record: GameRecord) -> list[Timer]:
    """The time-outs among ``timers`` of the turn that ``record`` is at."""
    return [
        t
        for t in timers
        if t.kind == TIMEOUT and (t.game_id, t.version) == (record.id, record.version)
    ]


def _person_plays(seat: Seat) -> bool:
    return seat.user_id is not None and seat.stand_in is None


def _mover(
    record: GameRecord, game: Game, *, timeout: bool, paused: Collection[int] = ()
) -> int | None:
    """The seat a due timer moves for: at a time-out a person's (the first still placing,
    on a grey wall: the time-out comes again for the next), never one ``paused`` (their turn
    waits for them: they are away), else a computer's."""
    for position in movers(game):
        if position in paused:
            continue
        if _person_plays(record.seats[position]) == timeout:
            return position
    return None


def seed_for(record: GameRecord) -> int:
    """A computer's seed: the same game at the same turn thinks the same (reproducible)."""
    return record.id * 1_000_003 + record.version


class Autoplay:
    """The acts of a turn's timers: ``COMPUTER`` and ``TIMEOUT`` (a computer's or a
    stand-in's move), ``REMINDER``."""

    def __init__(self, host: Host, turns: Turns, reminders: Reminders) -> None:
        self._host = host
        self._turns = turns
        self._reminders = reminders

    async def remind(self, timer: Timer, record: GameRecord) -> None:
        if record.status != GameStatus.RUNNING:
            return
        game = record.game()
        paused = await self._host.turn_hooks.paused(record, game)
        people = [p for p in movers(game) if _person_plays(record.seats[p]) and p not in paused]
        if not people:
            return
        deadline = await self._deadline(record)
        if deadline is not None and deadline - self._host.clock.now() < 1.0:
            return  # the time is up: the stand-in's move, not a reminder, comes now
        for position in people:  # on a grey wall, everyone still placing
            await self._reminders.remind(
                record, game, deadline, timer_id=timer.id, position=position
            )

    async def _deadline(self, record: GameRecord) -> float | None:
        """When the turn's time runs out (UNIX seconds); None when the turn has no limit. A
        reminder that comes late (after a restart, say) says when it really runs out, not
        what the settings meant it to."""
        if _timeouts(self._host.in_hand, record):
            return self._host.clock.now()  # due with the reminder: the time-out is first
        stored = _timeouts(await self._host.store.timers_of(record.id), record)
        if not stored:
            return None
        return min(t.due_at for t in stored)

    async def computer_move(self, timer: Timer, record: GameRecord | None) -> None:
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
        host = self._host
        game = record.game()
        timeout = timer.kind == TIMEOUT
        paused = await host.turn_hooks.paused(record, game) if timeout else {}
        position = _mover(record, game, timeout=timeout, paused=paused)
        if position is None:
            return None
        seat = record.seats[position]
        seats = record.seats
        ran_out = None
        if timer.kind == TIMEOUT:
            settings = await host.settings(record.guild_id)
            level = settings.stand_in
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
            plays = seat.computer or seat.stand_in
            if plays is None:
                return None
            level = plays
        state = record.state or game.to_dict()
        seat_asked = position if game.phase is Phase.TILING else None
        budget = host.thinkers.budget("move", MOVE_BUDGET)
        move = parse_move(
            await host.thinkers.run(
                choose_from_state, state, level, seed_for(record), budget, seat_asked
            )
        )
        # The lock keeps this process's changes out while the search runs, not another
        # process's: check the turn again before playing it.
        again = await host.at_version(record.id, record.version)
        if again is None:
            return None
        await self._turns.play_seat(
            again, game, position, move, ran_out=ran_out, seats=seats, wait=False
        )
        if timer.kind != TIMEOUT or game.phase is not Phase.TILING:
            return None
        return await host.at_version(record.id, record.version + 1)
