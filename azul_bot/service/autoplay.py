"""What a due timer does: a computer moves, a player is reminded, a stand-in plays for a
player whose time ran out, an unstarted lobby closes.

Every handler first checks that the game is still at the version the timer was set for:
a timer of a turn that was played meanwhile does nothing. Moves go through the same
``play_seat`` as a person's, so they are stored with their announcement and next timers in
one transaction, under the channel's lock.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Protocol

from azul_bot.engine import Game, Move
from azul_bot.store import GameNotFound, GameRecord, GameStatus, GuildSettings, Seat, Store, Timer

from . import deadlines, wording
from .computers import Thinkers
from .names import safe_name
from .publisher import Post, Publisher
from .settings import duration_text

log = logging.getLogger("azul.autoplay")


class Host(Protocol):
    """What the timers need of the game host (``GameService`` is one)."""

    store: Store
    publisher: Publisher
    thinkers: Thinkers

    def lock(self, channel_id: int) -> asyncio.Lock: ...

    async def settings(self, guild_id: int) -> GuildSettings: ...

    async def close_lobby(self, record: GameRecord, said: str) -> Any: ...

    async def play_seat(
        self,
        record: GameRecord,
        game: Game,
        position: int,
        move: Move,
        *,
        prefix: str = "",
        seats: Sequence[Seat] | None = None,
        wait: bool = True,
    ) -> Any: ...


def seed_for(record: GameRecord) -> int:
    """A computer's seed: the same game at the same turn thinks the same (reproducible)."""
    return record.id * 1_000_003 + record.version


class Autoplay:
    def __init__(self, service: Host) -> None:
        self._service = service

    async def fire(self, timer: Timer) -> None:
        service = self._service
        try:
            record = await service.store.get_game(timer.game_id)
        except GameNotFound:
            return
        if record.version != timer.version:
            return  # the game moved on since this timer was set
        async with service.lock(record.channel_id):
            if timer.kind == deadlines.LOBBY_EXPIRY:
                await self._expire(timer, record)
            elif timer.kind == deadlines.REMINDER:
                await self._remind(timer, record)
            elif timer.kind in (deadlines.COMPUTER, deadlines.TIMEOUT):
                await self._computer_move(timer, record)
            else:
                log.error("game %s: unknown timer kind %r", record.id, timer.kind)

    async def _fresh(self, timer: Timer) -> GameRecord | None:
        """The game again, under the lock: still at the timer's version, or None."""
        record = await self._service.store.get_game(timer.game_id)
        return record if record.version == timer.version else None

    async def _expire(self, timer: Timer, record: GameRecord) -> None:
        record = await self._fresh(timer)
        if record is not None and record.status == GameStatus.LOBBY:
            await self._service.close_lobby(record, wording.lobby_expired())

    async def _remind(self, timer: Timer, record: GameRecord) -> None:
        if record.status != GameStatus.RUNNING:
            return
        game = record.game()
        seat = record.seats[game.current_player]
        if seat.user_id is None or seat.stand_in is not None:
            return
        settings = await self._service.settings(record.guild_id)
        left = None
        if settings.turn_limit is not None and settings.reminder_after is not None:
            left = duration_text(settings.turn_limit - settings.reminder_after)
        text = wording.reminder(seat.user_id, left)
        # A new message, not an edit: only a new message notifies. The nonce keeps a retry
        # after a crash from posting it twice.
        await self._service.publisher.post(
            record.channel_id, Post(text, (seat.user_id,)), nonce=f"t{timer.id}"
        )

    async def _computer_move(self, timer: Timer, record: GameRecord) -> None:
        record = await self._fresh(timer)
        if record is None or record.status != GameStatus.RUNNING:
            return
        service = self._service
        game = record.game()
        position = game.current_player
        seat = record.seats[position]
        seats = record.seats
        prefix = ""
        if timer.kind == deadlines.TIMEOUT:
            if seat.user_id is None or seat.stand_in is not None:
                return
            settings = await service.settings(record.guild_id)
            level = deadlines.STAND_IN
            for_good = settings.at_limit == "seat"
            prefix = wording.ran_out_of_time(safe_name(seat.name), level, for_good)
            if for_good:
                seats = tuple(
                    replace(s, stand_in=level) if s.position == position else s for s in seats
                )
        else:
            level = seat.computer or seat.stand_in
            if level is None:
                return
        state = record.state or game.to_dict()
        move = await service.thinkers.choose(state, level, seed=seed_for(record))
        # The search ran outside the lock's protection of the row: check the turn again.
        again = await self._fresh(timer)
        if again is None:
            return
        await service.play_seat(again, game, position, move, prefix=prefix, seats=seats, wait=False)
